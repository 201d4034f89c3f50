import type { Locator, Page } from '@playwright/test';

/** The public menu's three pages: sections, a section's categories, a category's dishes. */
export class PublicMenu {
  readonly heading: Locator;
  readonly nav: Locator;
  readonly searchBox: Locator;
  readonly searchStatus: Locator;
  readonly loading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.nav = page.getByRole('navigation', { name: 'Carta' });
    this.searchBox = page.getByRole('search').getByRole('searchbox', { name: 'Buscar en la carta' });
    this.searchStatus = page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasNotText: /Cargando|Buscando/ });
    this.loading = page.getByText(/^(Cargando la carta…|Buscando…)$/);
  }

  async acceptCookies(): Promise<void> {
    await this.page.addInitScript(() => {
      localStorage.setItem('cookie-consent', 'accepted');
      localStorage.setItem('cookie-technical', 'true');
      localStorage.setItem('cookie-personalization', 'true');
    });
  }

  link(name: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name, exact: true });
  }

  navLink(name: 'Inicio' | 'Atrás' | 'Volver al inicio'): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  group(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  product(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  likeButton(name: string): Locator {
    return this.product(name).getByRole('button', { name: `Me gusta: ${name}` });
  }

  enlargeButton(name: string): Locator {
    return this.product(name).getByRole('button', { name: `Ampliar la foto de ${name}` });
  }

  enlarged(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  notice(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
