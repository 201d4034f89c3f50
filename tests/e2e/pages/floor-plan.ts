import type { Locator, Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../../renderer/src/lib/storage-keys';

/** The dashboard's table-management area: a zone's floor plan, the lock, the table list and their dialogs. */
export class FloorPlan {
  readonly area: Locator;
  readonly lock: Locator;
  readonly newTable: Locator;
  /** What a screen reader hears while a table is moved with the keyboard. */
  readonly announcement: Locator;

  constructor(readonly page: Page) {
    this.area = page.getByRole('region', { name: 'Plano de mesas' });
    this.lock = this.area.getByRole('button', { name: 'Bloquear plano' });
    this.newTable = this.area.getByRole('button', { name: 'Nueva mesa' });
    this.announcement = page.getByRole('status').filter({ hasText: /Césped|Mesa|VIP|Terraza|cogido|cancelado/ });
  }

  async showZone(section: string): Promise<void> {
    await this.area.getByRole('group', { name: 'Zona del plano' }).getByRole('button', { name: section, exact: true }).click();
  }

  grid(section: string): Locator {
    return this.area.getByRole('group', { name: `Plano de mesas · ${section}` });
  }

  /** A table on the plan: the button that opens its quick reservation. */
  table(name: string): Locator {
    return this.area.getByRole('button', { name: new RegExp(`^Reserva rápida en ${name}[ ,]`) });
  }

  handle(name: string): Locator {
    return this.area.getByRole('button', { name: `Mover ${name}`, exact: true });
  }

  /** An empty cell, by its 1-based column and row. */
  freeCell(column: number, row: number): Locator {
    return this.area.getByTitle(`Celda libre, columna ${column}, fila ${row}`, { exact: true });
  }

  /** A table's row in the list by zone. */
  listed(name: string): Locator {
    return this.area.getByRole('listitem', { name, exact: true });
  }

  zoneSummary(section: string): Locator {
    return this.area.locator('summary').filter({ hasText: section });
  }

  /** Drags with the mouse, in small steps as a hand would, from one element's centre to another's. */
  async drag(from: Locator, to: Locator): Promise<void> {
    await from.scrollIntoViewIfNeeded();
    const start = await from.boundingBox();
    const end = await to.boundingBox();
    if (!start || !end) throw new Error('drag: an element is not on screen');
    await this.page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 3 });
    await this.page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
    await this.page.mouse.up();
  }

  storedLock(): Promise<string | null> {
    return this.page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminDragLocked);
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
