import type { Locator, Page } from '@playwright/test';

/** 'Solicitudes VIP y grupos grandes' on the day's lists: each request's card, and 'Rechazar' with its dialog. */
export class RequestsList {
  readonly region: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: /^Solicitudes VIP y grupos grandes/ });
    this.heading = this.region.getByRole('heading', { name: /^Solicitudes VIP y grupos grandes/ });
  }

  card(customerName: string): Locator {
    return this.region.getByRole('listitem', { name: customerName, exact: true });
  }

  declineDialog(customerName: string): Locator {
    return this.page.getByRole('dialog', { name: `¿Rechazar la solicitud de ${customerName}?` });
  }
}
