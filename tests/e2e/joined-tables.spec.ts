/**
 * Big groups at joined tables against the real server, on December evenings no other spec books: a
 * group of 12 booked from 'Nueva reserva' on the lawn's combination, then one row, one bar down two
 * rows of the timeline and one line of the day sheet; a party seated at tables joined for it alone.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, staffBook, test } from './fixtures';
import { BookingForm } from './pages/booking-form';
import { Dashboard } from './pages/dashboard';
import { TimelinePage } from './pages/timeline';
import { severeViolations, wholePage } from './support';

const ZONE = 'Terraza césped';

test.beforeEach(async ({ page, adminToken }) => {
  await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
});

/** The lawn's 'Césped 4 + 5' for 9 to 16, staff only (diners of other specs never get it). */
async function lawnCombination(request: APIRequestContext, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const tables = (await (await request.get('/api/tables')).json()) as { id: number; name: string }[];
  const ids = ['Césped 4', 'Césped 5'].map((name) => tables.find((table) => table.name === name)?.id);
  const made = await request.post('/api/admin/table-combinations', { headers, data: { name: 'Césped 4 + 5', section: ZONE, tableIds: ids, minCapacity: 9, maxCapacity: 16, online: false } });
  // Made already by the other screen width's run.
  expect([201, 409]).toContain(made.status());
}

for (const [width, height, date] of [
  [1280, 800, '2026-12-18'],
  [1024, 768, '2026-12-19'],
] as const) {
  test(`at ${width} px a group of 12 is booked on joined tables from 'Nueva reserva', and reads as one party on the list, the timeline and the day sheet`, async ({ page, request, adminToken }) => {
    await lawnCombination(request, adminToken);
    await page.setViewportSize({ width, height });
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await dashboard.dateField.fill(date);
    await page.getByRole('button', { name: 'Nueva reserva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
    await dialog.getByLabel('Nombre', { exact: true }).fill('Grupo Doce');
    await dialog.getByLabel('Zona', { exact: true }).selectOption(ZONE);
    await dialog.getByLabel('Hora de inicio').selectOption('21:00');
    await dialog.getByLabel('Personas').selectOption('12');
    // The end 'Duración de la mesa' gives a group of 12 at dinner is proposed.
    await expect(dialog.getByLabel('Hora de fin')).toHaveValue(/^\d\d:\d\d$/);
    await expect(dialog.getByRole('status')).toHaveText('Ninguna mesa sola de Terraza césped sienta a 12 personas a esa hora: elige en «Mesa» unas mesas unidas o «Unir mesas para esta reserva».');
    const table = dialog.getByLabel('Mesa', { exact: true });
    await expect(table.getByRole('option', { name: 'Césped 4 + 5 (9-16)' })).toBeAttached();
    await table.selectOption({ label: 'Césped 4 + 5 (9-16)' });
    await expect(dialog.getByRole('status')).toHaveCount(0);
    expect(await severeViolations(wholePage(page))).toEqual([]);
    await dialog.getByRole('button', { name: 'Crear reserva' }).click();
    await expect(dashboard.toast('Reserva creada', /Grupo Doce · 21:00 · Mesas 4 \+ 5/)).toBeVisible();
    await expect(dashboard.row(dashboard.list('Pendientes de llegar'), 'Grupo Doce')).toContainText('Mesas 4 + 5');

    // One bar down the rows of both tables.
    const timeline = new TimelinePage(page);
    await timeline.open(date, ZONE);
    const bar = timeline.bar('Grupo Doce');
    await expect(bar).toHaveCount(1);
    await expect(bar).toHaveAccessibleName(/^Grupo Doce, 12 personas, 21:00–\d\d:\d\d, Mesas 4 \+ 5, por llegar$/);
    const [box, four, five] = await Promise.all([bar.boundingBox(), timeline.row('Césped 4').boundingBox(), timeline.row('Césped 5').boundingBox()]);
    if (!box || !four || !five) throw new Error('the bar or its rows are not drawn');
    expect(box.y).toBeGreaterThanOrEqual(four.y);
    expect(box.y).toBeLessThan(four.y + four.height / 2);
    expect(box.y + box.height).toBeGreaterThan(five.y + five.height / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(five.y + five.height);
    expect(await severeViolations(wholePage(page))).toEqual([]);

    // One line of the day sheet.
    await page.goto(`/dashboard/hoja/${date}`);
    const line = page.getByRole('row', { name: /Grupo Doce/ });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Mesas 4 + 5');
    await expect(line).toContainText('12');
  });
}

test("'Unir mesas para esta reserva' seats a party at two free tables ticked for it alone", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const dashboard = new Dashboard(page);
  await dashboard.goto();
  await dashboard.dateField.fill('2026-12-18');
  await page.getByRole('button', { name: 'Nueva reserva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva reserva' });
  await dialog.getByLabel('Nombre', { exact: true }).fill('Mesa Juntada');
  await dialog.getByLabel('Zona', { exact: true }).selectOption(ZONE);
  await dialog.getByLabel('Hora de inicio').selectOption('19:00');
  await dialog.getByLabel('Personas').selectOption('7');
  await dialog.getByLabel('Mesa', { exact: true }).selectOption({ label: 'Unir mesas para esta reserva…' });
  const tables = dialog.getByRole('group', { name: 'Mesas que se unen (de 2 a 4)' });
  await tables.getByRole('checkbox', { name: 'Césped 1 (2-4)' }).check();
  await dialog.getByRole('button', { name: 'Crear reserva' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Para unir mesas, marca de 2 a 4 mesas distintas de la zona.');
  await tables.getByRole('checkbox', { name: 'Césped 2 (2-4)' }).check();
  await expect(tables).toContainText('Juntas sientan hasta 8 personas.');
  expect(await severeViolations(wholePage(page))).toEqual([]);
  await dialog.getByRole('button', { name: 'Crear reserva' }).click();
  await expect(dashboard.toast('Reserva creada', /Mesa Juntada · 19:00 · Mesas 1 \+ 2/)).toBeVisible();
  await expect(dashboard.row(dashboard.list('Pendientes de llegar'), 'Mesa Juntada')).toContainText('Mesas 1 + 2');
});

test('a cell of a joined table tapped on the timeline offers its combination, and the group is booked on both tables', async ({ page, request, adminToken }) => {
  await lawnCombination(request, adminToken);
  await page.setViewportSize({ width: 1280, height: 800 });
  const timeline = new TimelinePage(page);
  await timeline.open('2026-12-20', ZONE);
  const cell = await timeline.cell('Césped 5', '18:00');
  await page.mouse.click(cell.x, cell.y);
  const quick = page.getByRole('dialog', { name: 'Reserva rápida · Césped 5' });
  await quick.getByLabel('Nombre').fill('Grupo Del Césped');
  await quick.getByLabel('Mesa', { exact: true }).selectOption({ label: 'Césped 4 + 5 (9-16)' });
  await quick.getByLabel('Personas').selectOption('14');
  expect(await severeViolations(wholePage(page))).toEqual([]);
  await quick.getByRole('button', { name: 'Crear reserva' }).click();
  await expect(timeline.bar('Grupo Del Césped')).toHaveAccessibleName(/^Grupo Del Césped, 14 personas, 18:00–\d\d:\d\d, Mesas 4 \+ 5, por llegar$/);
});

test("a diner's group of 9 finds the covered terrace available on the demo's 'Terraza 7 + 8' while its table for ten is taken, and books it", async ({ page, request, adminToken }) => {
  const TUESDAY = '2026-12-22';
  await staffBook(request, adminToken, {
    customerName: 'Mesa Grande Ocupada',
    customerEmail: 'admin@restaurante.local',
    customerPhone: '000000000',
    date: TUESDAY,
    startTime: '21:00',
    endTime: '23:00',
    time: '21:00',
    partySize: 10,
    preferredSection: 'Terraza cubierta',
    tableNumber: 9,
    specialRequests: null,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const form = new BookingForm(page);
  await form.goto();
  await form.sectionSelect.selectOption('Terraza cubierta');
  await form.partySelect.selectOption('9');
  await form.fillBooking(TUESDAY, '21:00', '23:00', { name: 'Grupo De Nueve', phone: '612000999', email: 'nueve.terraza@example.com' });
  await expect(form.banner).toContainText('¡Disponible!');
  await form.submit();
  await expect(form.confirmation).toBeVisible();
  const day = (await (await request.get(`/api/reservations/date/${TUESDAY}`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as { customerName: string; tables: { name: string }[] }[];
  expect(day.find((booking) => booking.customerName === 'Grupo De Nueve')?.tables.map((table) => table.name)).toEqual(['Terraza 7', 'Terraza 8']);
});
