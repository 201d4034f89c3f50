import type { Locator, Page } from '@playwright/test';

/** The home page's 'Mis reservas' section (renderer/src/features/my-bookings). */
export class MyBookingsSection {
  readonly section: Locator;
  readonly email: Locator;
  readonly confirmationNumber: Locator;
  readonly searchButton: Locator;
  /** The polite live region: results summary or the empty notice. */
  readonly status: Locator;
  readonly cards: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.section = page.locator('section#mis-reservas');
    this.email = this.section.getByLabel('Email', { exact: true });
    this.confirmationNumber = this.section.getByLabel('Número de confirmación', { exact: true });
    this.searchButton = this.section.getByRole('button', { name: /^(Buscar|Buscando\.\.\.)$/ });
    this.status = this.section.getByRole('status');
    this.cards = this.section.getByRole('article');
    this.confirmDialog = page.getByRole('alertdialog');
  }

  /** Opens the home page at the section; its form loads as the section nears the viewport. */
  async goto(): Promise<void> {
    await this.page.goto('/#mis-reservas');
    await this.section.scrollIntoViewIfNeeded();
  }

  async search(email: string, confirmationNumber: string): Promise<void> {
    await this.email.fill(email);
    await this.confirmationNumber.fill(confirmationNumber);
    await this.searchButton.click();
  }

  /** A booking in 'Reservas hechas en este dispositivo', opened with one tap. */
  savedBooking(confirmationNumber: string): Locator {
    return this.section.getByRole('region', { name: 'Reservas hechas en este dispositivo' }).getByRole('button', { name: new RegExp(`^${confirmationNumber}`) });
  }

  card(confirmationNumber: string): Locator {
    return this.section.getByRole('article', { name: `Reserva ${confirmationNumber}`, exact: true });
  }

  cancelButton(confirmationNumber: string): Locator {
    return this.card(confirmationNumber).getByRole('button', { name: /^(Cancelar|Cancelando\.\.\.)$/ });
  }

  /** A toast by its title (Radix renders each toast as a list item of the notifications region). */
  toast(title: string): Locator {
    return this.page
      .getByRole('region', { name: /^Notificaciones/ })
      .getByRole('listitem')
      .filter({ hasText: title });
  }
}
