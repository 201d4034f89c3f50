import type { Locator, Page } from '@playwright/test';

/** A printed sheet of the day ('Hoja del día', 'Hoja de cocina'): a region a service, a row a party. */
export class DaySheetPage {
  constructor(readonly page: Page) {}

  /** A service's part, named by its head ('Casa Pepe · lunes, 23 de noviembre de 2026 · Cena'). */
  service(name: RegExp): Locator {
    return this.page.getByRole('region', { name });
  }

  /** A party's row, by its name. */
  row(service: Locator, customerName: string): Locator {
    return service.getByRole('row', { name: new RegExp(customerName) });
  }
}
