import type { Locator, Page } from '@playwright/test';

/** /recordatorio/:token: a reminder's link, the booking and its one button. */
export class ReminderPage {
  readonly heading: Locator;
  readonly confirm: Locator;
  readonly cancel: Locator;
  readonly outcome: Locator;
  readonly problem: Locator;
  /** A booking asked to reconfirm: by when. */
  readonly deadline: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.confirm = page.getByRole('button', { name: 'Confirmo que iré' });
    this.cancel = page.getByRole('button', { name: 'No podré ir' });
    this.outcome = page.getByRole('main').getByRole('status');
    this.problem = page.getByRole('main').getByRole('alert');
    this.deadline = page.getByRole('main').getByText(/^Confirma tu reserva antes del /);
  }

  /** A line of the booking's details, by its label ('Fecha', 'Hora', …). */
  detail(label: string): Locator {
    return this.page.getByRole('definition').filter({ has: this.page.locator(`xpath=preceding-sibling::dt[1][normalize-space()="${label}"]`) });
  }
}
