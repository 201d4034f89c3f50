import type { Locator, Page } from '@playwright/test';
import { FloorPlan } from './floor-plan';

/** Joined tables ('Mesa 3 + 4') on the dashboard's 'Mesas': each zone's block in 'Mesas por zona', its dialog, and the plan's links. */
export class JoinedTables {
  readonly floor: FloorPlan;

  constructor(readonly page: Page) {
    this.floor = new FloorPlan(page);
  }

  /** The open zone's block of joined tables, under its tables. */
  get block(): Locator {
    return this.floor.area.getByRole('group', { name: 'Mesas unidas', exact: true });
  }

  joinButton(section: string): Locator {
    return this.block.getByRole('button', { name: `Unir mesas en ${section}`, exact: true });
  }

  /** A combination's row in its zone's block. */
  listed(name: string): Locator {
    return this.block.getByRole('listitem', { name, exact: true });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  /** A table's box in the dialog, by the table's name ('Mesa 3 · 1–2 pers.'). */
  tableBox(dialog: Locator, table: string): Locator {
    return dialog.getByRole('checkbox', { name: new RegExp(`^${table} ·`) });
  }

  /** The combination's name a joined table shows under its capacity (its chain and name; screen readers hear it in the card's name). */
  joinedLabel(table: string): Locator {
    return this.floor.table(table).locator('[data-joined]');
  }

  /**
   * The bar the plan draws from a table's cell across the gap to a table joined with it in the next
   * cell on the right, or below (a drawing, hidden from screen readers, which hear the card's name).
   */
  bar(table: string, direction: 'right' | 'below'): Locator {
    // The table's button, its card, then its cell.
    return this.floor.table(table).locator('xpath=../..').locator(`[data-join="${direction}"]`);
  }
}
