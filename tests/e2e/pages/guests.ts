import type { Locator, Page } from '@playwright/test';

/** /dashboard/clientes: the guest book's search, its cards, and a guest's profile. */
export class GuestsScreen {
  readonly heading: Locator;
  readonly search: Locator;
  readonly results: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Clientes' });
    this.search = page.getByRole('searchbox', { name: 'Buscar cliente' });
    this.results = page.getByRole('region', { name: 'Clientes' });
    this.count = this.results.getByRole('status');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/clientes');
  }

  /** A guest's card, a button named by everything on it, starting with the name. */
  card(name: string): Locator {
    return this.results.getByRole('button', { name: new RegExp(`^${name}`) });
  }
}

/** A guest's profile dialog, wherever it was opened from. */
export class GuestProfile {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    name: string,
  ) {
    this.dialog = page.getByRole('dialog', { name });
  }

  /** One of the counts the bookings give ('Visitas', 'Primera visita', …). */
  stat(term: string): Locator {
    return this.dialog.getByRole('definition').filter({ has: this.page.locator(`xpath=preceding-sibling::dt[1][normalize-space()="${term}"]`) });
  }

  allergen(name: string): Locator {
    return this.dialog.getByRole('group', { name: 'Alergias e intolerancias' }).getByRole('checkbox', { name });
  }

  get otherAllergies(): Locator {
    return this.dialog.getByLabel('Otras alergias');
  }

  get notes(): Locator {
    return this.dialog.getByLabel('Notas para el equipo');
  }

  get tags(): Locator {
    return this.dialog.getByRole('group', { name: 'Etiquetas' });
  }

  get save(): Locator {
    return this.dialog.getByRole('button', { name: 'Guardar ficha' });
  }
}
