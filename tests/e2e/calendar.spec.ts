/**
 * The venue's calendar on the diner's side, on a server of this spec's own (closing a date there
 * would change what the other specs book). The page's clock reads Monday 23 November 2026 at 12:00.
 */
import AxeBuilder from '@axe-core/playwright';
import { dinerBooking } from '../helpers/booking';
import { expect, test } from './own-server';
import { BookingForm } from './pages/booking-form';

const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';

test('a date the owner closed with bookings on it is listed to them, then disabled for diners with its reason', async ({ page, request, adminToken }) => {
  const booked = await request.post('/api/reservations', { data: dinerBooking({ customerEmail: 'antes@example.com', date: THURSDAY, startTime: '21:00', endTime: '23:00' }) });
  expect(booked.status()).toBe(201);
  const closed = await request.put(`/api/admin/calendar/days/${THURSDAY}`, {
    data: { closed: true, note: 'Cerrado por inventario' },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(closed.status()).toBe(200);
  expect((await closed.json()).affected).toEqual([expect.objectContaining({ customerEmail: 'antes@example.com', date: THURSDAY })]);

  const form = new BookingForm(page);
  await form.goto();
  await form.openCalendar();
  const day = form.day(THURSDAY);
  await expect(day).toBeDisabled();
  await expect(day).toHaveAccessibleName(/Cerrado por inventario/);
  await expect(form.day(FRIDAY)).toBeEnabled();
  expect((await new AxeBuilder({ page }).include('#reservar').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
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
