/**
 * Joined tables ('Mesa 3 + 4') on the dashboard's 'Mesas', against the real server, at the front
 * desk's 1280 px and a tablet's 1024 px. Each width joins its own tables of the Salón's window row
 * (side by side in the demo floor) and separates them again, so no other spec finds them joined.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { Dashboard } from './pages/dashboard';
import { JoinedTables } from './pages/joined-tables';
import { severeViolations, wholePage } from './support';

const SALON = 'Salón';
const PLAN = 'section[aria-labelledby="plano-titulo"]';

const RUNS = [
  { width: 1280, height: 800, first: 'Mesa 3', second: 'Mesa 4', third: 'Mesa 5', joined: 'Mesa 3 + 4', grown: 'Mesa 3 + 4 + 5', renamed: 'Ventanal', numbers: '3 + 4', more: '3 + 4 + 5' },
  { width: 1024, height: 768, first: 'Mesa 1', second: 'Mesa 2', third: 'Mesa 3', joined: 'Mesa 1 + 2', grown: 'Mesa 1 + 2 + 3', renamed: 'Entrada', numbers: '1 + 2', more: '1 + 2 + 3' },
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.beforeEach(async ({ page, adminToken }) => {
  await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
});

/** Nothing wider than the window, and no text of a joined table's card cut off. */
async function fits(page: Page, joins: JoinedTables, tables: readonly string[]) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  for (const table of tables) {
    const card = joins.floor.table(table);
    expect(await card.evaluate((button) => button.scrollHeight <= button.clientHeight && button.scrollWidth <= button.clientWidth), `${table}: its card shows all its lines`).toBe(true);
    const [cardBox, nameBox] = await Promise.all([card.boundingBox(), joins.joinedLabel(table).boundingBox()]);
    expect(cardBox && nameBox && nameBox.x + nameBox.width <= cardBox.x + cardBox.width && nameBox.y + nameBox.height <= cardBox.y + cardBox.height, `${table}: its combination's name is whole`).toBe(
      true,
    );
  }
}

for (const run of RUNS) {
  test(`at ${run.width} px staff join two tables with 'Unir mesas', see them joined on the plan, change them and separate them`, async ({ page }) => {
    // Two axe runs and a whole round trip of a combination: past 60 s on a slower machine.
    test.slow();
    await page.setViewportSize({ width: run.width, height: run.height });
    const dashboard = new Dashboard(page);
    const joins = new JoinedTables(page);
    const { floor } = joins;
    await dashboard.goto('?tab=mesas');
    await floor.showZone(SALON);
    await expect(floor.grid(SALON)).toBeVisible();
    await expect(joins.listed(run.joined)).toHaveCount(0);

    // 'Unir mesas': at least two tables, then the name and the range follow the tables chosen.
    await joins.joinButton(SALON).click();
    const form = joins.dialog('Unir mesas · Salón');
    await expect(form).toBeVisible();
    expect(await severeViolations(wholePage(page))).toEqual([]);
    await form.getByRole('button', { name: 'Unir mesas', exact: true }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Una combinación junta de 2 a 4 mesas distintas.' })).toBeVisible();
    await joins.tableBox(form, run.second).check();
    await expect(form.getByLabel('Nombre')).toHaveValue(run.second);
    await joins.tableBox(form, run.first).check();
    await expect(form.getByLabel('Nombre')).toHaveValue(run.joined);
    // Two tables of 1–2: from 3 (one more than either takes) to 4 (both together).
    await expect(form.getByLabel('Mínimo de personas')).toHaveValue('3');
    await expect(form.getByLabel('Máximo de personas')).toHaveValue('4');
    await expect(form.getByRole('checkbox', { name: 'Reservable por la web' })).not.toBeChecked();
    await form.getByRole('button', { name: 'Unir mesas', exact: true }).click();
    await expect(dashboard.toast('Mesas unidas', run.joined)).toBeVisible();
    await expect(form).toHaveCount(0);

    const row = joins.listed(run.joined);
    await expect(row).toContainText(`${run.joined} · Mesas ${run.numbers}`);
    await expect(row).toContainText('De 3 a 4 personas · Solo el personal');

    // The plan: each table names its combination (seen and heard), and a bar joins the two across the gap.
    for (const table of [run.first, run.second]) {
      await expect(joins.joinedLabel(table)).toHaveText(run.joined);
      await expect(floor.table(table)).toHaveAccessibleName(new RegExp(`^Reserva rápida en ${table}(, [^,]+)?, unida en ${escaped(run.joined)} `));
    }
    await expect(joins.bar(run.first, 'right')).toHaveCount(1);
    await expect(joins.bar(run.second, 'right')).toHaveCount(0);
    const [left, right, bar] = await Promise.all([floor.table(run.first).boundingBox(), floor.table(run.second).boundingBox(), joins.bar(run.first, 'right').boundingBox()]);
    if (!left || !right || !bar) throw new Error('the joined tables or their bar are not on screen');
    expect(bar.x).toBeLessThan(left.x + left.width);
    expect(bar.x + bar.width).toBeGreaterThan(right.x);
    expect(bar.y).toBeGreaterThan(left.y);
    expect(bar.y + bar.height).toBeLessThan(left.y + left.height);
    await fits(page, joins, [run.first, run.second]);
    expect(await severeViolations(wholePage(page).include(PLAN))).toEqual([]);

    // The same tables again: the server's reason is said in the dialog.
    await joins.joinButton(SALON).click();
    const again = joins.dialog('Unir mesas · Salón');
    await joins.tableBox(again, run.first).check();
    await joins.tableBox(again, run.second).check();
    await again.getByLabel('Nombre').fill('Otra vez');
    await again.getByRole('button', { name: 'Unir mesas', exact: true }).click();
    await expect(again.getByRole('alert').filter({ hasText: `Esas mesas ya forman la combinación «${run.joined}».` })).toBeVisible();
    await again.getByRole('button', { name: 'Cancelar' }).click();
    await expect(again).toHaveCount(0);

    // 'Editar': a third table; the name follows it until typed over, the range until changed by hand.
    await row.getByRole('button', { name: `Editar ${run.joined}` }).click();
    const edit = joins.dialog(`Editar ${run.joined}`);
    await expect(joins.tableBox(edit, run.first)).toBeChecked();
    await expect(joins.tableBox(edit, run.second)).toBeChecked();
    await joins.tableBox(edit, run.third).check();
    await expect(edit.getByLabel('Nombre')).toHaveValue(run.grown);
    await expect(edit.getByLabel('Máximo de personas')).toHaveValue('6');
    await edit.getByLabel('Nombre').fill(run.renamed);
    await joins.tableBox(edit, run.first).uncheck();
    await expect(edit.getByLabel('Nombre')).toHaveValue(run.renamed);
    await expect(edit.getByLabel('Máximo de personas')).toHaveValue('4');
    await joins.tableBox(edit, run.first).check();
    await edit.getByLabel('Mínimo de personas').fill('4');
    await edit.getByRole('checkbox', { name: 'Reservable por la web' }).check();
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(dashboard.toast('Combinación actualizada', run.renamed)).toBeVisible();
    const renamed = joins.listed(run.renamed);
    await expect(renamed).toContainText(`${run.renamed} · Mesas ${run.more}`);
    await expect(renamed).toContainText('De 4 a 6 personas · Reservable por la web');
    await expect(joins.joinedLabel(run.third)).toHaveText(run.renamed);
    await expect(joins.bar(run.first, 'right')).toHaveCount(1);
    await expect(joins.bar(run.second, 'right')).toHaveCount(1);
    await fits(page, joins, [run.first, run.second, run.third]);

    // 'Separar', after asking: the tables are on their own again.
    await renamed.getByRole('button', { name: `Separar ${run.renamed}` }).click();
    await page
      .getByRole('alertdialog', { name: `¿Separar ${run.renamed}?` })
      .getByRole('button', { name: 'Sí, separar' })
      .click();
    await expect(dashboard.toast('Mesas separadas', run.renamed)).toBeVisible();
    await expect(renamed).toHaveCount(0);
    await expect(joins.bar(run.first, 'right')).toHaveCount(0);
    await expect(joins.joinedLabel(run.first)).toHaveCount(0);
    await expect(floor.table(run.first)).not.toHaveAccessibleName(/unida/);
  });
}
