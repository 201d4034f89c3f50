/**
 * The dashboard's floor plan against the real server. Moves and new tables stay on the lawn
 * (Terraza césped), which diners cannot book online, so no other spec's availability changes.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { Dashboard } from './pages/dashboard';
import { FloorPlan } from './pages/floor-plan';
import { severeViolations, wholePage } from './support';

const LAWN = 'Terraza césped';
const MONDAY = '2026-11-23';

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page, adminToken }) => {
  await page.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
});

/** Where the server recorded a booking as coming from (the owner's figures count by it). */
async function storedSource(request: APIRequestContext, token: string, date: string, customerName: string) {
  const day = (await (await request.get(`/api/reservations/date/${date}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { customerName: string; source: string | null }[];
  return day.filter((booking) => booking.customerName === customerName).map((booking) => booking.source);
}

async function openLawn(page: Page) {
  const dashboard = new Dashboard(page);
  await dashboard.goto('?tab=mesas');
  const floor = new FloorPlan(page);
  await floor.showZone(LAWN);
  await expect(floor.grid(LAWN)).toBeVisible();
  return { dashboard, floor };
}

test('moves a table to a free cell at once, keeps it there after a reload, and refuses a taken cell', async ({ page }) => {
  const { dashboard, floor } = await openLawn(page);
  await expect(floor.freeCell(2, 3)).toBeVisible();
  await expect(floor.freeCell(1, 2)).toHaveCount(0);

  await floor.drag(floor.table('Césped 1'), floor.freeCell(2, 3));
  await expect(floor.freeCell(2, 3)).toHaveCount(0);
  await expect(floor.freeCell(1, 2)).toBeVisible();
  await expect(floor.dialog(/Reserva rápida/)).toHaveCount(0);

  await page.reload();
  await floor.showZone(LAWN);
  await expect(floor.freeCell(1, 2)).toBeVisible();
  await expect(floor.freeCell(2, 3)).toHaveCount(0);

  await floor.drag(floor.table('Césped 1'), floor.table('Césped 2'));
  await expect(dashboard.toast('Posición ocupada', 'Ya hay una mesa en esa posición')).toBeVisible();
  await expect(floor.freeCell(2, 3)).toHaveCount(0);
});

test('moves a table with the keyboard, one cell per arrow', async ({ page }) => {
  const { floor } = await openLawn(page);
  await expect(floor.freeCell(3, 5)).toBeVisible();
  await floor.handle('Césped 4').focus();
  await page.keyboard.press('Space');
  await expect(floor.announcement).toHaveText('Has cogido Césped 4.');
  await expect(floor.handle('Césped 4')).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit listens for the arrows from a timer it sets on pick-up; a timer set now runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowRight');
  await expect(floor.announcement).toHaveText('Césped 4 está sobre columna 3, fila 5.');
  await page.keyboard.press('Space');
  await expect(floor.announcement).toHaveText('Césped 4 soltada en columna 3, fila 5.');
  await expect(floor.freeCell(2, 5)).toBeVisible();
  await expect(floor.freeCell(3, 5)).toHaveCount(0);
});

test('puts the old position back and says so when the server refuses a move', async ({ page }) => {
  const { dashboard, floor } = await openLawn(page);
  await page.route('**/api/admin/tables/*', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { message: 'Error interno del servidor' } }) : route.fallback()));
  await floor.drag(floor.table('Césped 3'), floor.freeCell(5, 3));
  await expect(dashboard.toast('Error', 'No se pudo actualizar la mesa. Posición revertida.')).toBeVisible();
  await expect(floor.freeCell(5, 3)).toBeVisible();
  await expect(floor.freeCell(5, 2)).toHaveCount(0);
});

test('the lock stops every drag and is remembered across a reload', async ({ page }) => {
  const { floor } = await openLawn(page);
  await expect(floor.lock).toHaveAttribute('aria-pressed', 'false');
  await expect(floor.handle('Césped 5')).toBeVisible();
  await floor.lock.click();
  await expect(floor.lock).toHaveAttribute('aria-pressed', 'true');
  await expect(floor.handle('Césped 5')).toHaveCount(0);
  expect(await floor.storedLock()).toBe('true');

  await page.reload();
  await floor.showZone(LAWN);
  await expect(floor.lock).toHaveAttribute('aria-pressed', 'true');
  await floor.drag(floor.table('Césped 5'), floor.freeCell(4, 6));
  await expect(floor.freeCell(4, 6)).toBeVisible();
  await expect(floor.freeCell(4, 5)).toHaveCount(0);
  await floor.lock.click();
  await expect(floor.handle('Césped 5')).toBeVisible();
  expect(await floor.storedLock()).toBe('false');
});

test('refuses a new table with a number its zone already has, then places it on the first free cell, and deletes it', async ({ page }) => {
  const { dashboard, floor } = await openLawn(page);
  await expect(floor.freeCell(1, 1)).toBeVisible();
  await floor.newTable.click();
  const form = floor.dialog('Nueva mesa');
  await form.getByLabel('Nombre').fill('Barra');
  await form.getByLabel('Número').fill('1');
  await form.getByLabel('Zona').selectOption(LAWN);
  await form.getByRole('button', { name: 'Crear mesa' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Ya existe una mesa con el número 1 en la sección Terraza césped' })).toBeVisible();

  await form.getByLabel('Número').fill('21');
  await form.getByLabel('Capacidad máxima').fill('3');
  await form.getByRole('button', { name: 'Crear mesa' }).click();
  await expect(dashboard.toast('Mesa creada', '')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(floor.table('Barra')).toContainText('1–3 pers.');
  await expect(floor.freeCell(1, 1)).toHaveCount(0);
  await expect(floor.zoneSummary(LAWN)).toContainText('6 disponibles · 0 ocupadas');

  await floor.listed('Barra').getByRole('button', { name: 'Eliminar Barra' }).click();
  await page.getByRole('alertdialog', { name: '¿Eliminar Barra?' }).getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(dashboard.toast('Mesa eliminada', '')).toBeVisible();
  await expect(floor.freeCell(1, 1)).toBeVisible();
});

test("during service the plan shows 'Ahora': each table free, seated with its party, or reserved within the half hour, named so, and the zone counts say so", async ({ page, request, adminToken }) => {
  // Saturday 20:50, on the lawn, which no other spec books that evening.
  const saturday = '2026-11-28';
  const lawn = ((await (await request.get('/api/tables')).json()) as { id: number; name: string }[]).filter((table) => table.name.startsWith('Césped'));
  const id = (name: string) => lawn.find((table) => table.name === name)?.id;
  const book = (customerName: string, tableId: number | undefined, startTime: string, endTime: string, extra: Record<string, unknown> = {}) =>
    request.post('/api/reservations', {
      data: {
        customerName,
        customerEmail: 'admin@restaurante.local',
        customerPhone: '000000000',
        date: saturday,
        startTime,
        time: startTime,
        endTime,
        partySize: 4,
        preferredSection: LAWN,
        tableId,
        isAdminAction: true,
        ...extra,
      },
      headers: { authorization: `Bearer ${adminToken}` },
    });
  expect((await book('Sentados', id('Césped 4'), '20:00', '22:00', { seated: true })).status()).toBe(201);
  expect((await book('A Las Nueve', id('Césped 2'), '21:00', '23:00', { partySize: 3 })).status()).toBe(201);
  expect((await book('A Las Diez', id('Césped 3'), '22:00', '23:30')).status()).toBe(201);
  await page.clock.setFixedTime(new Date(`${saturday}T20:50:00+01:00`));
  const { floor } = await openLawn(page);
  await expect(floor.area.getByRole('group', { name: 'Vista del plano' }).getByRole('button', { name: 'Ahora' })).toHaveAttribute('aria-pressed', 'true');
  await expect(floor.table('Césped 4')).toHaveAccessibleName(/^Reserva rápida en Césped 4, ocupada, 4 personas/);
  await expect(floor.table('Césped 2')).toHaveAccessibleName(/^Reserva rápida en Césped 2, reservada a las 21:00/);
  await expect(floor.table('Césped 3')).toHaveAccessibleName(/^Reserva rápida en Césped 3, libre/);
  await expect(floor.table('Césped 3')).toContainText('Libre hasta 22:00');
  await expect(floor.zoneSummary(LAWN)).toContainText('3 libres · 1 ocupada · 1 reservada');
  expect(await severeViolations(wholePage(page).include('section[aria-labelledby="plano-titulo"]'))).toEqual([]);

  await floor.area.getByRole('button', { name: 'Todo el día' }).click();
  await expect(floor.table('Césped 3')).toContainText('22:00 A Las Diez');
  await expect(floor.zoneSummary(LAWN)).toContainText('2 disponibles · 3 ocupadas');
});

test("'Sentar ahora' seats a walk-in in two taps: the table, then how many; seated at once until the table's next booking", async ({ page, request, adminToken }) => {
  // Wednesday 18:40, on a table no other spec books that evening.
  const wednesday = '2026-11-25';
  const lawn5 = ((await (await request.get('/api/tables')).json()) as { id: number; name: string }[]).find((table) => table.name === 'Césped 5');
  const later = {
    customerName: 'Reserva De Las Ocho',
    customerEmail: 'admin@restaurante.local',
    customerPhone: '000000000',
    date: wednesday,
    startTime: '20:00',
    time: '20:00',
    endTime: '21:30',
    partySize: 4,
    preferredSection: LAWN,
    tableId: lawn5?.id,
  };
  expect((await request.post('/api/reservations', { data: { ...later, isAdminAction: true }, headers: { authorization: `Bearer ${adminToken}` } })).status()).toBe(201);
  await page.clock.setFixedTime(new Date(`${wednesday}T18:40:00+01:00`));
  const { dashboard, floor } = await openLawn(page);
  await floor.table('Césped 5').click();
  const quick = floor.dialog('Reserva rápida · Césped 5');
  await expect(quick.getByRole('group', { name: 'Sentar ahora desde las 18:30: ¿cuántos son?' })).toBeVisible();
  await quick.getByRole('button', { name: 'Sentar ahora a 6 personas' }).click();
  await expect(dashboard.toast('Reserva creada', 'Cliente sin reserva · 18:30 · Césped 5')).toBeVisible();

  await dashboard.goto();
  const seated = dashboard.row(dashboard.list('Han llegado'), 'Cliente sin reserva');
  await expect(seated).toContainText('18:30–20:00');
  await expect(seated).toContainText('6 personas');
  await expect(seated).toContainText('Sin teléfono');
  await expect(seated).not.toContainText('000000000');
  expect(await storedSource(request, adminToken, wednesday, 'Cliente sin reserva')).toEqual(['walk-in']);
});

test("books a table in a few taps: 'Sin Reserva' for a walk-in, then a phoned booking, and maps a clash", async ({ page, request, adminToken }) => {
  const { dashboard, floor } = await openLawn(page);
  await floor.table('Césped 2').click();
  const quick = floor.dialog('Reserva rápida · Césped 2');
  await expect(quick).toContainText('Terraza césped · 2–4 pers.');
  await quick.getByRole('button', { name: 'Crear reserva' }).click();
  await expect(quick.getByRole('alert').filter({ hasText: 'Por favor completa todos los campos obligatorios' })).toBeVisible();
  await expect(quick.getByLabel('Hora de fin')).toBeDisabled();

  await quick.getByRole('button', { name: 'Sin Reserva' }).click();
  await expect(quick.getByLabel('Nombre')).toHaveValue('Cliente sin reserva');
  await expect(quick.getByLabel('Hora de inicio')).toHaveValue('18:00');
  await expect(quick.getByLabel('Personas')).toHaveValue('4');
  await quick.getByRole('button', { name: 'Crear reserva' }).click();
  await expect(dashboard.toast('Reserva creada', 'Cliente sin reserva · 18:00 · Césped 2')).toBeVisible();
  await expect(floor.table('Césped 2')).toContainText('18:00 Cliente sin…');
  await expect(floor.listed('Césped 2').getByRole('button', { name: 'Eliminar Césped 2' })).toBeDisabled();
  expect(new Set(await storedSource(request, adminToken, MONDAY, 'Cliente sin reserva'))).toEqual(new Set(['walk-in']));

  await floor.listed('Césped 3').getByRole('button', { name: 'Reserva rápida · Césped 3' }).click();
  const phoned = floor.dialog('Reserva rápida · Césped 3');
  await phoned.getByLabel('Nombre').fill('Llamada Marta');
  await phoned.getByLabel('Teléfono (opcional)').fill('611223344');
  await phoned.getByLabel('Hora de inicio').selectOption('21:00');
  await phoned.getByLabel('Hora de fin').selectOption('23:00');
  await phoned.getByLabel('Personas').selectOption('3');
  await phoned.getByRole('button', { name: 'Crear reserva' }).click();
  await expect(dashboard.toast('Reserva creada', 'Llamada Marta · 21:00 · Césped 3')).toBeVisible();

  await dashboard.goto('?tab=reservas');
  const row = dashboard.row(dashboard.list('Pendientes de llegar'), 'Llamada Marta');
  await expect(row).toContainText('Césped 3');
  await expect(row).toContainText('611223344');
  expect(await storedSource(request, adminToken, MONDAY, 'Llamada Marta')).toEqual(['staff']);
  await floor.showZone(LAWN);
  await floor.table('Césped 3').click();
  const again = floor.dialog('Reserva rápida · Césped 3');
  await again.getByLabel('Nombre').fill('Segunda Llamada');
  await again.getByLabel('Hora de inicio').selectOption('22:00');
  await again.getByLabel('Hora de fin').selectOption('23:30');
  await again.getByLabel('Personas').selectOption('2');
  await again.getByRole('button', { name: 'Crear reserva' }).click();
  await expect(again.getByRole('alert').filter({ hasText: 'Conflicto de horarios: La mesa seleccionada no está disponible en ese horario' })).toBeVisible();
});

test("turns a VIP request into a booking with 'Crear reserva', its details already filled in", async ({ page, request, adminToken }) => {
  const sent = await request.post('/api/reservation-attempt', {
    data: {
      customerName: 'Cumpleaños Noche',
      customerEmail: 'noche@example.com',
      customerPhone: '600333444',
      date: MONDAY,
      startTime: '23:00',
      endTime: '00:00',
      partySize: 12,
      preferredSection: 'VIP',
      specialRequests: 'Velas',
    },
  });
  expect(sent.status()).toBe(201);
  const dashboard = new Dashboard(page);
  await dashboard.goto();
  const card = page.getByRole('region', { name: /^Solicitudes VIP y grupos grandes/ }).getByRole('listitem', { name: 'Cumpleaños Noche' });
  await card.getByRole('button', { name: 'Crear reserva' }).click();
  const form = page.getByRole('dialog', { name: 'Crear reserva para Cumpleaños Noche' });
  await expect(form.getByLabel('Nombre')).toHaveValue('Cumpleaños Noche');
  await expect(form.getByLabel('Teléfono (opcional)')).toHaveValue('600333444');
  await expect(form.getByLabel('Hora de inicio')).toHaveValue('23:00');
  await expect(form.getByLabel('Hora de fin')).toHaveValue('00:00');
  await expect(form.getByLabel('Personas')).toHaveValue('12');
  await expect(form.getByLabel('Peticiones especiales')).toHaveValue('Velas');
  await form.getByLabel('Mesa').selectOption({ label: 'VIP 2 (6-15)' });
  await form.getByRole('button', { name: 'Crear reserva' }).click();
  await expect(dashboard.toast('Reserva creada', 'Cumpleaños Noche · 23:00 · VIP 2')).toBeVisible();
  const row = dashboard.row(dashboard.list('Pendientes de llegar'), 'Cumpleaños Noche');
  await expect(row).toContainText('12 personas');
  await expect(row).toContainText('VIP 2');
  expect(await storedSource(request, adminToken, MONDAY, 'Cumpleaños Noche')).toEqual(['request']);
});

test("names two bookings a table and counts the rest as '+N más'; Alt+N and Alt+A are one key away", async ({ page, request, adminToken }) => {
  const staff = { customerEmail: 'admin@restaurante.local', customerPhone: '000000000', date: MONDAY, partySize: 2, preferredSection: LAWN, isAdminAction: true };
  const floor = (await (await request.get('/api/tables')).json()) as { id: number; name: string }[];
  const tableId = floor.find((table) => table.name === 'Césped 5')?.id;
  for (const [customerName, startTime, endTime] of [
    ['Primera Mesa', '18:00', '19:30'],
    ['Segunda Mesa', '20:00', '21:30'],
    ['Tercera Mesa', '22:00', '23:30'],
  ]) {
    const answer = await request.post('/api/reservations', { data: { ...staff, customerName, startTime, time: startTime, endTime, tableId }, headers: { authorization: `Bearer ${adminToken}` } });
    expect(answer.status()).toBe(201);
  }
  const { dashboard, floor: plan } = await openLawn(page);
  await expect(plan.table('Césped 5')).toContainText('18:00 Primera Mesa 20:00 Segunda Mesa');
  await expect(plan.table('Césped 5')).not.toContainText('Tercera');
  // A line a booking in the list of tables, then the count of the rest.
  await expect(plan.listed('Césped 5')).toContainText(/18:00 Primera Mesa \(2\)\s*20:00 Segunda Mesa \(2\) \+1 más/);

  await page.keyboard.press('Alt+N');
  await expect(plan.dialog('Nueva mesa')).toBeVisible();
  await page.keyboard.press('Escape');
  await dashboard.goto();
  await expect(dashboard.list('Pendientes de llegar')).toBeVisible();
  await page.keyboard.press('Alt+A');
  await expect(dashboard.toast('Datos actualizados', '')).toBeVisible();
});
