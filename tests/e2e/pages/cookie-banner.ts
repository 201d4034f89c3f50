import type { Locator, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../../renderer/src/lib/storage-keys';

export interface StoredConsent {
  consent: string | null;
  technical: string | null;
  personalization: string | null;
}

/** The cookie consent banner (renderer/src/features/cookies/CookieBanner.tsx). */
export class CookieBanner {
  readonly region: Locator;
  readonly acceptAll: Locator;
  readonly configure: Locator;
  readonly settings: Locator;
  readonly technical: Locator;
  readonly personalization: Locator;
  readonly technicalOnly: Locator;
  readonly savePreferences: Locator;
  readonly moreInfo: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Aviso de cookies' });
    this.acceptAll = this.region.getByRole('button', { name: 'Aceptar Todo', exact: true });
    this.configure = this.region.getByRole('button', { name: 'Configurar', exact: true });
    this.settings = this.region.getByRole('group', { name: 'Preferencias de cookies' });
    this.technical = this.region.getByRole('checkbox', { name: 'Siempre activas' });
    this.personalization = this.region.getByRole('checkbox', { name: 'Permitir', exact: true });
    this.technicalOnly = this.region.getByRole('button', { name: 'Solo Técnicas', exact: true });
    this.savePreferences = this.region.getByRole('button', { name: 'Guardar Preferencias', exact: true });
    this.moreInfo = this.region.getByRole('link', { name: /^Más información/ });
  }

  /** The three consent keys, as the page stored them. */
  stored(): Promise<StoredConsent> {
    return this.page.evaluate(
      (keys) => ({
        consent: localStorage.getItem(keys.cookieConsent),
        technical: localStorage.getItem(keys.cookieTechnical),
        personalization: localStorage.getItem(keys.cookiePersonalization),
      }),
      STORAGE_KEYS,
    );
  }
}
