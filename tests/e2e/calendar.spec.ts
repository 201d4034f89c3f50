/**
 * The venue's calendar on the diner's side, on the own server of this worker (never the shared one,
 * whose dates every spec books); each test puts the calendar back as it was, since other specs of the
 * worker book on that server too. The page's clock reads Monday 23 November 2026 at 12:00.
 */
import { dinerBooking } from '../helpers/booking';
import { expect, test } from './own-server';
import { BookingForm } from './pages/booking-form';
import { Dashboard } from './pages/dashboard';
import { SettingsPage } from './pages/settings';
import { E2E_ADMIN_PASSWORD } from './serve-config';
import { severeViolations, wholePage } from './support';

const THURSDAY = '2026-12-10';
const FRIDAY = '2026-12-11';

test.afterEach(async ({ request, adminToken }) => {
  const headers = { authorization: `Bearer ${adminToken}` };
  for (const date of [THURSDAY, FRIDAY]) await request.delete(`/api/admin/calendar/days/${date}`, { headers });
  await request.put('/api/admin/online-bookings', { data: { paused: false }, headers });
});

test('the owner closes a date with a booking on it on Ajustes, is shown whom to call, and diners find it disabled with its reason', async ({ page, request }) => {
  const booked = await request.post('/api/reservations', { data: dinerBooking({ customerName: 'Berta Gil', customerEmail: 'antes@example.com', date: THURSDAY, startTime: '21:00', endTime: '23:00' }) });
  expect(booked.status()).toBe(201);

  await new Dashboard(page).enter(E2E_ADMIN_PASSWORD);
  const settings = new SettingsPage(page);
  await settings.goto();
  const day = settings.calendarDay;
  await day.getByLabel('Día').fill(THURSDAY);
  await day.getByRole('radio', { name: 'Cerrado' }).check();
  await day.getByLabel('Nota para los clientes (opcional)').fill('Cerrado por inventario');
  await day.getByRole('button', { name: 'Guardar el día' }).click();
  await expect(day.getByRole('status')).toContainText('Una reserva de ese día queda fuera del nuevo horario');
  await expect(day.getByRole('status')).toContainText('Berta Gil · 21:00–23:00');
  await expect(day.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/34612345678/);
  await expect(settings.upcomingDays.getByRole('listitem').filter({ hasText: '10 de diciembre' })).toHaveText('jueves, 10 de diciembre de 2026Cerrado«Cerrado por inventario»');
  expect(await severeViolations(wholePage(page).include('#calendario'))).toEqual([]);

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
});
