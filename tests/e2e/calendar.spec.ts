/**
 * The venue's calendar on the diner's side, on the own server of this worker (never the shared one,
 * whose dates every spec books); each test puts the calendar back as it was, since other specs of the
 * worker book on that server too. The page's clock reads Monday 23 November 2026 at 12:00.
 */
import { DEFAULT_TURN_TIMES } from '../../shared/schemas/turn-times';
import { dinerBooking } from '../helpers/booking';
import { expect, test } from './own-server';
import { BookingForm } from './pages/booking-form';
import { Dashboard } from './pages/dashboard';
import { FloorPlan } from './pages/floor-plan';
import { SettingsPage } from './pages/settings';
import { E2E_ADMIN_PASSWORD } from './serve-config';
import { severeViolations, wholePage } from './support';

const TODAY = '2026-11-23';
const THURSDAY = '2026-12-10';
const FRIDAY = '2026-12-11';

test.afterEach(async ({ request, adminToken }) => {
  const headers = { authorization: `Bearer ${adminToken}` };
  for (const date of [TODAY, THURSDAY, FRIDAY]) await request.delete(`/api/admin/calendar/days/${date}`, { headers });
  await request.put('/api/admin/online-bookings', { data: { paused: false }, headers });
  await request.put('/api/admin/settings/turn-times', { data: DEFAULT_TURN_TIMES, headers });
});

test('the owner taps a date with a booking on the month view, closes it, cancels and tells the diner, and diners find it disabled with its reason', async ({ page, request }) => {
  // Three axe runs of the calendar and a whole booking round trip: more than 30 s on a slower machine.
  test.slow();
  const booked = await request.post('/api/reservations', {
    data: dinerBooking({ customerName: 'Berta Gil', customerEmail: 'antes@example.com', date: THURSDAY, startTime: '21:00', endTime: '23:00' }),
  });
  expect(booked.status()).toBe(201);

  await new Dashboard(page).enter(E2E_ADMIN_PASSWORD);
  const settings = new SettingsPage(page);
  await settings.goto('Calendario');
  await settings.nextMonth.click();
  await expect(settings.calendarCell('2026-12-08')).toHaveAccessibleName('martes, 8 de diciembre de 2026: Festivo por decidir, festivo: La Inmaculada Concepción');
  await settings.calendarCell(THURSDAY).click();
  await expect(settings.calendarCell(THURSDAY)).toHaveAttribute('aria-pressed', 'true');
  const day = settings.calendarDay(THURSDAY);
  await day.getByRole('radio', { name: 'Cerrado' }).check();
  await day.getByLabel('Nota para los clientes (opcional)').fill('Cerrado por inventario');
  await day.getByRole('button', { name: 'Guardar el día' }).click();
  await expect(day.getByRole('status')).toContainText('Una reserva de ese día queda fuera del nuevo horario');
  await expect(day.getByRole('status')).toContainText('Berta Gil · 21:00–23:00 · 2 personas');
  await expect(day.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/34612345678/);
  await expect(settings.calendarCell(THURSDAY)).toHaveAccessibleName('jueves, 10 de diciembre de 2026: Cerrado. Cerrado por inventario');
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await severeViolations(wholePage(page).include('section[aria-labelledby="calendario"]'))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  }

  await day.getByRole('button', { name: 'Cancelar y avisar' }).click();
  await page.getByRole('alertdialog', { name: '¿Cancelar esta reserva y avisar al cliente?' }).getByRole('button', { name: 'Cancelar y avisar' }).click();
  // No mail server on this one: the diner is still to call.
  await expect(day.getByRole('status')).toContainText('Este cliente no ha recibido correo: llámalo.');
  const after = await request.post('/api/reservations/search', { data: { email: 'antes@example.com', confirmationNumber: (await booked.json()).confirmationNumber } });
  expect((await after.json())[0].status).toBe('cancelled');

  const form = new BookingForm(page);
  await form.goto();
  await form.openCalendar();
  await form.nextMonth.click();
  const closedDay = form.day(THURSDAY);
  await expect(closedDay).toBeDisabled();
  await expect(closedDay).toHaveAccessibleName(/Cerrado por inventario/);
  await expect(form.day(FRIDAY)).toBeEnabled();
  expect(await severeViolations(wholePage(page).include('#reservar'))).toEqual([]);
});

test('a date given its own hours offers its own times, and its note shows above the form', async ({ page, request, adminToken }) => {
  const special = await request.put(`/api/admin/calendar/days/${FRIDAY}`, {
    data: { services: [{ name: 'Cena', firstStart: '19:00', lastStart: '20:00', lastEnd: '22:00' }], note: 'Hoy, menú de Navidad' },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(special.status()).toBe(200);
  const form = new BookingForm(page);
  await form.goto();
  await form.pickDate(FRIDAY);
  await expect(page.getByRole('note')).toHaveText('Hoy, menú de Navidad');
  await expect(form.startSelect.getByRole('option')).toHaveText(['Elige hora', '19:00', '19:30', '20:00']);
});

test('online bookings paused show on the dashboard header until staff resume them, and diners find the dates disabled', async ({ page, request, adminToken }) => {
  const paused = await request.put('/api/admin/online-bookings', { data: { paused: true, until: '2026-11-30', note: 'Evento privado' }, headers: { authorization: `Bearer ${adminToken}` } });
  expect(paused.status()).toBe(200);

  const form = new BookingForm(page);
  await form.goto();
  await form.openCalendar();
  await expect(form.day('2026-11-25')).toHaveAccessibleName(/Las reservas online están en pausa: Evento privado/);

  await new Dashboard(page).enter(E2E_ADMIN_PASSWORD);
  const header = page.getByRole('banner');
  await expect(header.getByRole('status').filter({ hasText: 'pausa' })).toHaveText('Reservas online en pausa hasta el lunes, 30 de noviembre de 2026');
  await header.getByRole('button', { name: 'Reanudar' }).click();
  await expect(header.getByRole('status').filter({ hasText: 'pausa' })).toHaveCount(0);
  expect(await (await request.get('/api/admin/online-bookings', { headers: { authorization: `Bearer ${adminToken}` } })).json()).toEqual({ paused: false, until: null, note: null });

  // And paused again from the header, until tonight's close.
  await header.getByRole('button', { name: 'Pausar reservas online' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pausar las reservas online' });
  await expect(dialog.getByRole('radio', { name: 'Hasta el cierre de esta noche' })).toBeChecked();
  await dialog.getByLabel('Nota para los clientes (opcional)').fill('Cocina llena');
  expect(await severeViolations(wholePage(page))).toEqual([]);
  await dialog.getByRole('button', { name: 'Pausar' }).click();
  await expect(header.getByRole('status').filter({ hasText: 'pausa' })).toHaveText('Reservas online en pausa hasta el lunes, 23 de noviembre de 2026');
  expect(await (await request.get('/api/admin/online-bookings', { headers: { authorization: `Bearer ${adminToken}` } })).json()).toEqual({ paused: true, until: '2026-11-23', note: 'Cocina llena' });
});

test('a walk-in seated on a closed date asks staff to confirm first, naming the next open day, then is booked', async ({ page, request, adminToken }) => {
  const closed = await request.put(`/api/admin/calendar/days/${FRIDAY}`, { data: { closed: true, note: 'Cerrado por inventario' }, headers: { authorization: `Bearer ${adminToken}` } });
  expect(closed.status()).toBe(200);
  const dashboard = new Dashboard(page);
  await dashboard.enter(E2E_ADMIN_PASSWORD);
  // The floor under the day's lists follows the date chosen there.
  await dashboard.dateField.fill(FRIDAY);
  const floor = new FloorPlan(page);
  await floor.showZone('Terraza césped');
  await floor.table('Césped 2').click();
  const quick = floor.dialog('Reserva rápida · Césped 2');
  await quick.getByRole('button', { name: 'Sin Reserva' }).click();
  await quick.getByRole('button', { name: 'Crear reserva' }).click();
  await expect(quick.getByRole('alert')).toHaveText(
    'Ese día el restaurante está cerrado (Cerrado por inventario). El siguiente día abierto es el sábado, 12 de diciembre de 2026. ¿Reservar igualmente?',
  );
  await quick.getByRole('button', { name: 'Reservar igualmente' }).click();
  await expect(dashboard.toast('Reserva creada', 'Cliente sin reserva · 18:00 · Césped 2')).toBeVisible();
});

test("tonight's dinner paused on the calendar shows on the dashboard header", async ({ page, request, adminToken }) => {
  const paused = await request.put(`/api/admin/calendar/days/${TODAY}`, { data: { paused: ['Cena'], note: 'Cena privada' }, headers: { authorization: `Bearer ${adminToken}` } });
  expect(paused.status()).toBe(200);
  await new Dashboard(page).enter(E2E_ADMIN_PASSWORD);
  await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'sin reservas online' })).toHaveText('Hoy sin reservas online: Cena');
});

test("'Copiar a…' gives one weekday's lunch to three others in one go, by keyboard, and once saved the server's week has them", async ({ page, request, adminToken }) => {
  // Two widths of axe runs and a dialog: more than 30 s on a slower machine.
  test.slow();
  const headers = { authorization: `Bearer ${adminToken}` };
  const before = await (await request.get('/api/admin/calendar/week', { headers })).json();
  try {
    await new Dashboard(page).enter(E2E_ADMIN_PASSWORD);
    const settings = new SettingsPage(page);
    await settings.goto('Calendario');
    const monday = settings.weekService('Lunes', 'Comida');
    await monday.getByRole('checkbox', { name: 'Comida: abre' }).check();
    await monday.getByLabel('Primera reserva').selectOption('13:30');
    await monday.getByLabel('Ritmo').fill('20');

    const { button, dialog } = settings.copyService('Lunes', 'Comida');
    await button.press('Enter');
    await expect(dialog).toContainText('Primera reserva 13:30, última 15:30, termina 17:00; ritmo de 20 personas.');
    // Nothing ticked: said, and nothing copied.
    await dialog.getByRole('button', { name: 'Copiar', exact: true }).press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Elige al menos un día.');
    await expect(dialog.getByRole('checkbox')).toHaveCount(6);
    for (const day of ['Martes', 'Miércoles', 'Jueves']) await dialog.getByRole('checkbox', { name: day }).press('Space');
    for (const [width, height] of [
      [1280, 800],
      [1024, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      expect(await severeViolations(wholePage(page).include('[role="dialog"]')), `${width} px`).toEqual([]);
    }
    await dialog.getByRole('button', { name: 'Copiar', exact: true }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(new Dashboard(page).toast('Martes, miércoles y jueves tienen ahora la comida del lunes', 'Pulsa «Guardar la semana»')).toBeVisible();
    for (const day of ['Martes', 'Miércoles', 'Jueves']) {
      const row = settings.weekService(day, 'Comida');
      await expect(row.getByRole('checkbox', { name: 'Comida: abre' }), day).toBeChecked();
      await expect(row.getByLabel('Primera reserva'), day).toHaveValue('13:30');
      await expect(row.getByLabel('Ritmo'), day).toHaveValue('20');
    }
    await expect(settings.weekService('Viernes', 'Comida').getByRole('checkbox', { name: 'Comida: abre' })).not.toBeChecked();
    await expect(settings.week.getByRole('status')).toHaveText('Hay cambios sin guardar en la semana: pulsa «Guardar la semana» para que valgan.');
    await expect(settings.sectionLink('Calendario')).toHaveAccessibleDescription('Cambios sin guardar');
    for (const [width, height] of [
      [1280, 800],
      [1024, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      expect(await severeViolations(wholePage(page).include('form[aria-labelledby="calendario-semana"]')), `${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    }
    // Escape leaves the week as it was, and the focus where it was.
    await button.press('Enter');
    await dialog.getByRole('checkbox', { name: 'Viernes' }).check();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await expect(settings.weekService('Viernes', 'Comida').getByRole('checkbox', { name: 'Comida: abre' })).not.toBeChecked();

    await settings.week.getByRole('button', { name: 'Guardar la semana' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Horario de la semana guardado' })).toBeVisible();
    await expect(settings.week.getByRole('status')).toHaveText('');
    await expect(settings.sectionLink('Calendario')).toHaveAccessibleDescription('');
    const week = (await (await request.get('/api/admin/calendar/week', { headers })).json()) as { weekday: number; services: { name: string }[] }[];
    const lunch = { name: 'Comida', firstStart: '13:30', lastStart: '15:30', lastEnd: '17:00', maxCovers: 20 };
    // Friday keeps its dinner only; the weekend keeps its own lunch.
    expect(week.filter((day) => day.services.some((service) => service.name === 'Comida')).map((day) => day.weekday)).toEqual([1, 2, 3, 4, 6, 7]);
    for (const weekday of [1, 2, 3, 4]) expect(week.find((day) => day.weekday === weekday)?.services).toContainEqual(lunch);
  } finally {
    await request.put('/api/admin/calendar/week', { data: before, headers });
  }
});

test('the owner gives big dinner groups longer and caps online bookings at 2 hours; the diner is offered no later end', async ({ page }) => {
  test.slow();
  await new Dashboard(page).enter(E2E_ADMIN_PASSWORD);
  const settings = new SettingsPage(page);
  await settings.goto('Calendario');
  const turnTimes = settings.turnTimes;
  await expect(turnTimes.getByLabel('Cena, de 7 a 20 personas: duración')).toHaveValue('180');
  await turnTimes.getByRole('button', { name: 'Añadir un tramo a la cena' }).click();
  await turnTimes.getByLabel('Cena: de 7 a … personas').fill('10');
  await turnTimes.getByLabel('Cena, de 11 a 20 personas: duración').selectOption({ label: '4 h' });
  await turnTimes.getByLabel('Reserva online más larga').selectOption({ label: '2 h' });
  await turnTimes.getByRole('button', { name: 'Guardar la duración' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Duración de la mesa guardada' })).toBeVisible();

  // Two bands ending at the same party are refused before anything is sent, and said in red.
  await turnTimes.getByLabel('Cena: de 7 a … personas').fill('6');
  await turnTimes.getByRole('button', { name: 'Guardar la duración' }).click();
  await expect(turnTimes.getByRole('alert')).toHaveText('Los tramos van de menos a más personas, sin repetir ninguno.');
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await severeViolations(wholePage(page).include('form[aria-labelledby="calendario-duracion"]'))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  }

  const form = new BookingForm(page);
  await form.goto();
  await form.pickDate(FRIDAY);
  await form.startSelect.selectOption('20:00');
  await expect(form.endSelect.getByRole('option')).toHaveText(['Elige hora', '20:30', '21:00', '21:30', '22:00 (recomendada)']);
  await expect(form.endSelect).toHaveValue('22:00');
  await expect(form.form.getByText('Recomendada para vuestro grupo: hasta las 22:00.')).toBeVisible();
});
