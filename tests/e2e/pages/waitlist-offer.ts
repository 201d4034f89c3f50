import type { Locator, Page } from '@playwright/test';

/** /lista-de-espera/:token: the table a waiting diner is offered, 'Reservar esta mesa' and 'No, gracias'. */
export class WaitlistOfferPage {
  readonly heading: Locator;
  readonly accept: Locator;
  readonly decline: Locator;
  /** The booked or spent state ('¡Reservada! …', 'Has dejado pasar esta mesa…'). */
  readonly outcome: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.accept = page.getByRole('button', { name: 'Reservar esta mesa' });
    this.decline = page.getByRole('button', { name: 'No, gracias' });
    this.outcome = page.getByRole('main').getByRole('status');
  }

  /** A line of the offer's details, by its label ('Fecha', 'Hora', 'Te la guardamos hasta', …). */
  detail(label: string): Locator {
    return this.page.getByRole('definition').filter({ has: this.page.locator(`xpath=preceding-sibling::dt[1][normalize-space()="${label}"]`) });
  }
}
