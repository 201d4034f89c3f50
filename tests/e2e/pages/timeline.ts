import type { Locator, Page } from '@playwright/test';

/** 'Línea de tiempo': a row a table, a bar a booking, the covers under them. */
export class TimelinePage {
  readonly area: Locator;
  readonly covers: Locator;
  /** What a screen reader hears while a bar is moved with the keyboard. */
  readonly announcement: Locator;

  constructor(readonly page: Page) {
    this.area = page.getByRole('group', { name: 'Línea de tiempo', exact: true });
    this.covers = page.getByRole('list', { name: 'Personas que empiezan' });
    this.announcement = page.getByRole('status').filter({ hasText: /^Mover a / });
  }

  async open(date: string, zone: string): Promise<void> {
    await this.page.goto('/dashboard?tab=linea');
    await this.page.getByLabel('Fecha', { exact: true }).fill(date);
    await this.page.getByLabel('Zona', { exact: true }).selectOption(zone);
    await this.area.waitFor();
  }

  /** A table's row, named by the table and its capacity ('Mesa 6, 2 a 4 personas'). */
  row(table: string): Locator {
    return this.area.getByRole('group', { name: new RegExp(`^${table}, `) });
  }

  /** A booking's bar, named by the party ('Ana, 4 personas, 21:00–23:00, Mesa 6, por llegar'). */
  bar(customerName: string): Locator {
    return this.area.getByRole('button', { name: new RegExp(`^${customerName}, `) });
  }

  /** A point of a table's cell at a half hour, 10 px into it (as wide as the screen shares out), where a finger would press. */
  async cell(table: string, time: string): Promise<{ x: number; y: number }> {
    await this.row(table).scrollIntoViewIfNeeded();
    const column = await this.area.locator(`[data-slot="${time}"]`).boundingBox();
    const row = await this.row(table).boundingBox();
    if (!column || !row) throw new Error(`no cell for ${table} at ${time}`);
    return { x: column.x + 10, y: row.y + row.height / 2 };
  }

  /** Drags a bar by the mouse to a table's cell at a half hour, in several steps as a hand would. */
  async drag(bar: Locator, table: string, time: string): Promise<void> {
    const from = await bar.boundingBox();
    if (!from) throw new Error('bar not shown');
    // Taken by its first half hour, so the bar starts where it is dropped.
    await this.page.mouse.move(from.x + 10, from.y + from.height / 2);
    await this.page.mouse.down();
    const to = await this.cell(table, time);
    await this.page.mouse.move(to.x, to.y, { steps: 8 });
    await this.page.mouse.up();
  }
}
