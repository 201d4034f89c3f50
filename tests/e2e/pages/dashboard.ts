import type { Locator, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../../renderer/src/lib/storage-keys';

/** /dashboard: the staff sign-in screen and, once in, the dashboard's frame. */
export class Dashboard {
  readonly password: Locator;
  readonly accessButton: Locator;
  readonly backHome: Locator;
  readonly signInForm: Locator;
  readonly tabs: Locator;
  readonly live: Locator;
  readonly logoutButton: Locator;
  readonly homeLink: Locator;
  readonly header: Locator;
  /** The header's notice of the latest outage not dismissed, and its 'Entendido'. */
  readonly outageNotice: Locator;
  readonly dismissOutage: Locator;

  constructor(readonly page: Page) {
    this.signInForm = page.getByRole('form', { name: 'Panel de administración' });
    this.password = page.getByLabel('Contraseña', { exact: true });
    this.accessButton = page.getByRole('button', { name: /^(Acceder|Accediendo…)$/ });
    this.backHome = page.getByRole('link', { name: 'Volver al inicio' });
    this.tabs = page.getByRole('tablist', { name: 'Secciones del panel' });
    this.live = page.getByRole('status').filter({ hasText: /^(En directo|Conectando…|Reconectando…)$/ });
    this.logoutButton = page.getByRole('button', { name: 'Cerrar sesión' });
    this.homeLink = page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Inicio' });
    this.header = page.getByRole('banner');
    this.outageNotice = this.header.getByRole('status').filter({ hasText: /^La web estuvo / });
    this.dismissOutage = this.header.getByRole('button', { name: 'Entendido' });
  }

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/dashboard${search}`);
  }

  async signIn(password: string): Promise<void> {
    await this.password.fill(password);
    await this.accessButton.click();
  }

  /** Opens the dashboard and signs in through its password screen, as a waiter would. */
  async enter(password: string): Promise<void> {
    await this.goto();
    await this.signIn(password);
    await this.tabs.waitFor();
  }

  tab(name: string): Locator {
    return this.tabs.getByRole('tab', { name, exact: true });
  }

  panel(name: string): Locator {
    return this.page.getByRole('tabpanel').filter({ has: this.page.getByRole('heading', { level: 2, name, exact: true }) });
  }

  /** A toast by its title and text (Radix renders each toast as a list item of the notifications region). */
  toast(title: string, text: string | RegExp): Locator {
    return this.page
      .getByRole('region', { name: /^Notificaciones/ })
      .getByRole('listitem')
      .filter({ hasText: title })
      .filter({ hasText: text });
  }

  /** A host list ('Pendientes de llegar', 'Han llegado') by its heading. */
  list(title: 'Pendientes de llegar' | 'Han llegado' | 'Se han ido'): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${title}`) });
  }

  /** A party's row in a list, named by the customer. */
  row(list: Locator, customerName: string): Locator {
    return list.getByRole('row', { name: customerName, exact: true });
  }

  /** Below 1280 px the day shows its lists or its plan (with the waiting list), one tap apart; from 1280 px both, and there is no switch. */
  async showDay(part: 'Lista' | 'Plano'): Promise<void> {
    if ((this.page.viewportSize()?.width ?? 1280) >= 1280) return;
    await this.page.getByRole('group', { name: 'Ver', exact: true }).getByRole('button', { name: part, exact: true }).click();
  }

  get dateField(): Locator {
    return this.page.getByLabel('Fecha', { exact: true });
  }

  storedToken(): Promise<string | null> {
    return this.page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminSession);
  }
}
