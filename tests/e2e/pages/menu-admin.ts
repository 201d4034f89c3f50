import type { Locator, Page } from '@playwright/test';

/** The dashboard's menu tab: its four blocks, their dialogs and rows. */
export class MenuAdmin {
  readonly sections: Locator;
  readonly categories: Locator;
  readonly subcategories: Locator;
  readonly products: Locator;

  constructor(readonly page: Page) {
    this.sections = page.getByRole('region', { name: 'Secciones del menú' });
    this.categories = page.getByRole('region', { name: 'Categorías', exact: true });
    this.subcategories = page.getByRole('region', { name: 'Subcategorías', exact: true });
    this.products = page.getByRole('region', { name: 'Productos', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard?tab=menu');
    await this.sections.waitFor();
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  sectionFilter(name: string): Locator {
    return this.sections.getByRole('button', { name, exact: true });
  }

  /** A category's group of products, opened so its products are read. */
  async openProducts(category: string): Promise<Locator> {
    const group = this.products.locator('details').filter({ has: this.page.locator('summary', { hasText: category }) });
    const summary = group.locator('summary');
    if ((await group.getAttribute('open')) === null) await summary.click();
    return group;
  }

  item(block: Locator, name: string): Locator {
    return block.getByRole('listitem', { name, exact: true });
  }

  /** Deletes an item from its row, answering yes to the question. */
  async remove(block: Locator, name: string): Promise<void> {
    await this.item(block, name)
      .getByRole('button', { name: `Eliminar ${name}` })
      .click();
    await this.page
      .getByRole('alertdialog', { name: `¿Eliminar «${name}»?` })
      .getByRole('button', { name: 'Sí, eliminar' })
      .click();
  }
}
