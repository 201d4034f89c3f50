import type { Locator, Page } from '@playwright/test';

/** /dashboard/ajustes/qr: the printable sheet of QR codes. */
export class QrCodesPage {
  readonly heading: Locator;
  readonly sheet: Locator;
  readonly printButton: Locator;
  readonly backToSettings: Locator;
  readonly noAddress: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Códigos QR' });
    this.sheet = page.getByRole('region', { name: 'Códigos QR' });
    this.printButton = page.getByRole('button', { name: 'Imprimir' });
    this.backToSettings = page.getByRole('link', { name: 'Volver a Ajustes' });
    this.noAddress = page.getByRole('alert').filter({ hasText: 'Aún no hay dirección pública' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/ajustes/qr');
  }

  /** One code's card, by its heading: 'Nuestra carta' or 'Reserva tu mesa'. */
  card(title: 'Nuestra carta' | 'Reserva tu mesa'): Locator {
    return this.sheet.getByRole('article', { name: title });
  }

  code(title: 'Nuestra carta' | 'Reserva tu mesa'): Locator {
    return this.card(title).getByRole('img');
  }
}
