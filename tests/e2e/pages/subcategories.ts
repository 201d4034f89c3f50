import type { Locator, Page } from '@playwright/test';

/** /admin/subcategorias: the table of subcategories and its dialog. */
export class SubcategoriesScreen {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Gestión de Subcategorías' });
    this.addButton = page.getByRole('button', { name: 'Nueva Subcategoría' });
    this.table = page.getByRole('table');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/subcategorias');
  }

  row(name: string): Locator {
    return this.table.getByRole('row', { name, exact: true });
  }

  dialog(title: 'Nueva Subcategoría' | 'Editar Subcategoría'): Locator {
    return this.page.getByRole('dialog', { name: title });
  }
}
