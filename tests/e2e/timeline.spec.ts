/**
 * 'Línea de tiempo' against the real server, on a December Friday no other spec books: the bars on
 * their tables and times, moved by mouse and by keyboard, a refused move put back, a cell booked.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, staffBook, test } from './fixtures';
import { Dashboard } from './pages/dashboard';
import { TimelinePage } from './pages/timeline';
import { severeViolations, wholePage } from './support';

const FRIDAY = '2026-12-04';

test.beforeEach(async ({ page, adminToken }) => {
  await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
});

async function tableIds(request: APIRequestContext): Promise<Map<string, number>> {
  const tables = (await (await request.get('/api/tables')).json()) as { id: number; name: string }[];
  return new Map(tables.map((table) => [table.name, table.id]));
}

async function stored(request: APIRequestContext, token: string, customerName: string) {
  const day = (await (await request.get(`/api/reservations/date/${FRIDAY}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    customerName: string;
    tableName: string;
    startTime: string;
    endTime: string;
  }[];
  const found = day.find((booking) => booking.customerName === customerName);
  return found && { tableName: found.tableName, startTime: found.startTime, endTime: found.endTime };
}

test("draws the evening's bookings on their tables and times, moves one by mouse and by keyboard, puts a refused move back, and books a tapped cell", async ({ page, request, adminToken }) => {
  const ids = await tableIds(request);
  const book = (customerName: string, table: string, startTime: string, endTime: string, partySize: number) =>
    staffBook(request, adminToken, {
      customerName,
      customerEmail: 'admin@restaurante.local',
      customerPhone: '000000000',
      date: FRIDAY,
      startTime,
      endTime,
      time: startTime,
      partySize,
      preferredSection: 'Salón',
      specialRequests: null,
      tableId: ids.get(table),
    });
  await book('Línea Uno', 'Mesa 6', '20:00', '22:00', 3);
  await book('Línea Dos', 'Mesa 7', '21:00', '23:00', 4);
  const seated = await book('Línea Tres', 'Mesa 8', '20:30', '22:30', 2);
  await request.patch(`/api/reservations/${seated.id}/checkin`, { data: { hasArrived: true }, headers: { authorization: `Bearer ${adminToken}` } });

  await page.setViewportSize({ width: 1280, height: 800 });
  const dashboard = new Dashboard(page);
  const timeline = new TimelinePage(page);
  await timeline.open(FRIDAY, 'Salón');
  await expect(dashboard.tab('Línea de tiempo')).toHaveAttribute('aria-selected', 'true');

  // Each bar on its table's row, named with its times and state, and as long as its booking.
  await expect(timeline.row('Mesa 6').getByRole('button', { name: 'Línea Uno, 3 personas, 20:00–22:00, Mesa 6, por llegar' })).toBeVisible();
  await expect(timeline.row('Mesa 7').getByRole('button', { name: 'Línea Dos, 4 personas, 21:00–23:00, Mesa 7, por llegar' })).toBeVisible();
  await expect(timeline.row('Mesa 8').getByRole('button', { name: 'Línea Tres, 2 personas, 20:30–22:30, Mesa 8, en la mesa' })).toBeVisible();
  const one = await timeline.bar('Línea Uno').boundingBox();
  const two = await timeline.bar('Línea Dos').boundingBox();
  const twenty = await timeline.cell('Mesa 6', '20:00');
  expect(one && two && Math.abs(one.x + 10 - twenty.x)).toBeLessThan(4);
  // Four half hours long, and the 21:00 bar two half hours to the right of the 20:00 one.
  expect(one && two && Math.round((two.x - one.x) * 2 - one.width)).toBeLessThanOrEqual(4);
  await expect(timeline.covers.getByRole('listitem').filter({ hasText: '20:00: empiezan 3 personas' })).toHaveCount(1);
  await expect(timeline.covers.getByRole('listitem').filter({ hasText: '21:00: empiezan 4 personas' })).toHaveCount(1);
  await expect(page.getByText('En la mesa ahora: 1 mesa · 2 personas')).toBeVisible();
  expect(await severeViolations(wholePage(page).include('main, [role="tabpanel"]'))).toEqual([]);

  // Dragged to table 9 half an hour later: moved at once, and the server keeps it two hours long.
  await timeline.drag(timeline.bar('Línea Uno'), 'Mesa 9', '20:30');
  await expect(timeline.row('Mesa 9').getByRole('button', { name: /^Línea Uno, 3 personas, 20:30–22:30, Mesa 9/ })).toBeVisible();
  await expect(dashboard.toast('Reserva movida', '')).toBeVisible();
  await expect.poll(() => stored(request, adminToken, 'Línea Uno')).toEqual({ tableName: 'Mesa 9', startTime: '20:30', endTime: '22:30' });

  // Onto a table taken then: the server refuses, the bar goes back and says why.
  await timeline.drag(timeline.bar('Línea Dos'), 'Mesa 9', '21:00');
  await expect(dashboard.toast('No se pudo mover la reserva', 'Conflicto de horarios')).toBeVisible();
  await expect(timeline.row('Mesa 7').getByRole('button', { name: /^Línea Dos, 4 personas, 21:00–23:00, Mesa 7/ })).toBeVisible();
  expect(await stored(request, adminToken, 'Línea Dos')).toEqual({ tableName: 'Mesa 7', startTime: '21:00', endTime: '23:00' });

  // By keyboard: an arrow picks the place (and says it), Enter saves, the focus stays on the bar.
  await timeline.bar('Línea Dos').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(timeline.announcement).toHaveText('Mover a Mesa 8, 21:30. Intro para guardar, Escape para deshacer.');
  await page.keyboard.press('Escape');
  await expect(timeline.announcement).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(timeline.row('Mesa 7').getByRole('button', { name: /^Línea Dos, 4 personas, 21:30–23:30, Mesa 7/ })).toBeFocused();
  await expect.poll(() => stored(request, adminToken, 'Línea Dos')).toEqual({ tableName: 'Mesa 7', startTime: '21:30', endTime: '23:30' });

  // A tap on the bar opens the booking; a tap on an empty cell books that table at that time.
  await timeline.bar('Línea Tres').click();
  const edit = page.getByRole('dialog', { name: 'Editar la reserva de Línea Tres' });
  await expect(edit.getByLabel('Hora de inicio')).toHaveValue('20:30');
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  const cell = await timeline.cell('Mesa 10', '22:00');
  await page.mouse.click(cell.x, cell.y);
  const quick = page.getByRole('dialog', { name: 'Reserva rápida · Mesa 10' });
  await expect(quick.getByLabel('Hora de inicio')).toHaveValue('22:00');
  await expect(quick.getByLabel('Hora de fin')).toHaveValue('00:00');
  await quick.getByLabel('Nombre').fill('Línea Cuatro');
  await quick.getByLabel('Personas').selectOption('2');
  await quick.getByRole('button', { name: 'Crear reserva' }).click();
  await expect(timeline.row('Mesa 10').getByRole('button', { name: /^Línea Cuatro, 2 personas, 22:00–00:00/ })).toBeVisible();
});

test('fits a tablet: the tables stay on the left and the hours on top while the timeline scrolls within itself, and axe finds nothing serious', async ({ page, request, adminToken }) => {
  const ids = await tableIds(request);
  await staffBook(request, adminToken, {
    customerName: 'Línea Tableta',
    customerEmail: 'admin@restaurante.local',
    customerPhone: '000000000',
    date: FRIDAY,
    startTime: '23:30',
    endTime: '01:00',
    time: '23:30',
    partySize: 2,
    preferredSection: 'Terraza cubierta',
    specialRequests: null,
    tableId: ids.get('Terraza 4'),
  });
  await page.setViewportSize({ width: 1024, height: 768 });
  const timeline = new TimelinePage(page);
  await timeline.open(FRIDAY, 'all');
  // Every zone stacked under its heading; past midnight on the same row.
  await expect(timeline.area.getByRole('heading', { name: 'Terraza cubierta' })).toBeVisible();
  await expect(timeline.row('Terraza 4').getByRole('button', { name: /^Línea Tableta, 2 personas, 23:30–01:00/ })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await timeline.bar('Línea Tableta').scrollIntoViewIfNeeded();
  const label = await timeline.row('Terraza 4').getByText('Terraza 4', { exact: true }).boundingBox();
  const area = await timeline.area.boundingBox();
  expect(label && area && label.x - area.x).toBeLessThan(20);
  expect(await severeViolations(wholePage(page))).toEqual([]);
});
