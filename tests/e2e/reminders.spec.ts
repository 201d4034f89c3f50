/**
 * A reminder's two links followed in Chromium, with the mail read from a real SMTP server on
 * 127.0.0.1: opening a link changes nothing, its button confirms or cancels once, the dashboard
 * open on another screen is told, a link tampered with says so. This spec's own server: it sets a
 * mail server, which the shared one must not have.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Reservation } from '../../shared/types';
import { dinerBooking } from '../helpers/booking';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { expect, test } from './own-server';
import { Dashboard } from './pages/dashboard';
import { MyBookingsSection } from './pages/my-bookings';
import { ReminderPage } from './pages/reminder-page';
import { severeViolations, wholePage } from './support';

const TUESDAY = '2026-11-24';
// Its mail server and messages must not reach the other specs' own servers (settings.spec reads an empty mail log).
// Mails link to the public address only; the tests follow each link's path on this server, which stands behind it.
const PUBLIC_URL = 'https://reservas.valhalla-alpedrete.es';
test.use({ isolatedFor: 'reminders', publicUrl: PUBLIC_URL });

/** A link of a mail, as this server serves it: the same path, query and fragment. */
function here(link: string): string {
  expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
  return link.slice(PUBLIC_URL.length);
}
let smtp: TestSmtp;

test.beforeAll(async () => {
  smtp = await startTestSmtp();
});
test.afterAll(async () => {
  await smtp.close();
});

const staff = (token: string) => ({ authorization: `Bearer ${token}` });

const bookAsDiner = async (request: APIRequestContext, customerEmail: string) =>
  (await (await request.post('/api/reservations', { data: dinerBooking({ date: TUESDAY, customerEmail, customerName: `Recordada ${customerEmail}` }) })).json()) as Reservation;

/** The two links of the reminder that reached `customerEmail`. */
async function reminderLinks(customerEmail: string) {
  await expect.poll(() => smtp.received.find((mail) => mail.subject?.startsWith('Recordatorio') && mail.to && 'text' in mail.to && mail.to.text === customerEmail)).toBeTruthy();
  const text = smtp.received.find((mail) => mail.subject?.startsWith('Recordatorio') && mail.to && 'text' in mail.to && mail.to.text === customerEmail)?.text ?? '';
  const link = (label: string) => new RegExp(`${label}: (\\S+)`).exec(text)?.[1] ?? '';
  return { confirm: here(link('Confirmo que iré')), cancel: here(link('No podré ir')) };
}

test("each link shows the booking and changes nothing until its button is pressed; 'Confirmo que iré' and 'No podré ir' act once, and the open dashboard is told", async ({
  page,
  browser,
  request,
  adminToken,
  baseURL,
}) => {
  expect(
    (
      await request.put('/api/admin/settings/smtp', { data: { host: '127.0.0.1', port: smtp.port, security: 'none', user: '', from: 'reservas@valhalla-alpedrete.es' }, headers: staff(adminToken) })
    ).status(),
  ).toBe(200);
  const comingBooking = await bookAsDiner(request, 'viene@example.com');
  const notComingBooking = await bookAsDiner(request, 'noviene@example.com');
  expect((await request.post(`/api/admin/reservations/${notComingBooking.id}/reminder`, { data: { channel: 'email' }, headers: staff(adminToken) })).status()).toBe(202);

  // The host's screen, open on Tuesday: 'Recordar' → 'Enviar recordatorio' on the other party's row.
  const deskContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const desk = await deskContext.newPage();
  await desk.clock.setFixedTime(new Date('2026-11-23T12:00:00+01:00'));
  await desk.addInitScript((token) => localStorage.setItem('admin-session-token', token), adminToken);
  const dashboard = new Dashboard(desk);
  await dashboard.goto();
  await dashboard.dateField.fill(TUESDAY);
  const pending = dashboard.list('Pendientes de llegar');
  await expect(dashboard.row(pending, notComingBooking.customerName)).toContainText('Recordatorio enviado');
  const comingRow = dashboard.row(pending, comingBooking.customerName);
  await expect(comingRow).not.toContainText('Recordatorio enviado');
  await comingRow.getByRole('button', { name: 'Recordar' }).click();
  const choices = desk.getByRole('dialog', { name: `Recordar la reserva de ${comingBooking.customerName}` });
  await expect(choices.getByRole('link', { name: 'Recordar por WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/34\d{9}\?text=Hola/);
  expect(await severeViolations(wholePage(desk).include('[role="dialog"]'))).toEqual([]);
  await choices.getByRole('button', { name: 'Enviar recordatorio' }).click();
  await expect(dashboard.toast('Recordatorio enviado', '')).toBeVisible();
  await expect(comingRow).toContainText('Recordatorio enviado');
  const coming = { booked: comingBooking, ...(await reminderLinks('viene@example.com')) };
  const notComing = { booked: notComingBooking, ...(await reminderLinks('noviene@example.com')) };
  expect(coming.confirm).toMatch(/^\/recordatorio\/[\w-]{22}\.si\.[\w-]{22}$/);
  expect(coming.confirm).not.toContain(coming.booked.id);

  await page.setViewportSize({ width: 390, height: 844 });
  const reminder = new ReminderPage(page);
  await page.goto(coming.confirm);
  await expect(reminder.heading).toHaveText('Tu reserva en Valhalla');
  await expect(reminder.detail('Fecha')).toHaveText('martes, 24 de noviembre de 2026');
  await expect(reminder.detail('Número de reserva')).toHaveText(coming.booked.confirmationNumber);
  expect(await severeViolations(wholePage(page))).toEqual([]);
  const before = (await (await request.get(`/api/reservations/date/${TUESDAY}`, { headers: staff(adminToken) })).json()) as Reservation[];
  expect(before.find((booking) => booking.id === coming.booked.id)?.dinerConfirmedAt).toBeNull();
  await reminder.confirm.click();
  await expect(reminder.outcome).toHaveText('¡Gracias! Hemos anotado que vendréis. Te esperamos.');
  const after = (await (await request.get(`/api/reservations/date/${TUESDAY}`, { headers: staff(adminToken) })).json()) as Reservation[];
  expect(after.find((booking) => booking.id === coming.booked.id)?.dinerConfirmedAt).not.toBeNull();
  await expect(comingRow).toContainText('Confirmada por el cliente');
  await page.reload();
  await expect(reminder.outcome).toHaveText('Este enlace ya se ha usado: tu asistencia ya está confirmada.');
  await expect(reminder.confirm).toHaveCount(0);

  await page.goto(notComing.cancel);
  await reminder.cancel.click();
  await expect(reminder.outcome).toHaveText('Tu reserva está cancelada y la mesa queda libre. ¡Esperamos verte otro día!');
  await expect(dashboard.row(pending, notComing.booked.customerName)).toHaveCount(0);
  await page.goto(notComing.cancel);
  await expect(reminder.outcome).toHaveText('Este enlace ya se ha usado: la reserva ya está cancelada.');

  await page.goto(coming.cancel.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
  await expect(reminder.problem).toHaveText('Este enlace no es válido. Comprueba que lo has copiado entero o consulta tu reserva en «Mis reservas».');
  await expect(page.getByRole('link', { name: 'Consultar mis reservas' })).toBeVisible();
  await deskContext.close();
});

test("the confirmation e-mail's 'Mis reservas' link opens that booking, filled in, and the diner cancels it from there", async ({ page, request, adminToken }) => {
  expect(
    (
      await request.put('/api/admin/settings/smtp', { data: { host: '127.0.0.1', port: smtp.port, security: 'none', user: '', from: 'reservas@valhalla-alpedrete.es' }, headers: staff(adminToken) })
    ).status(),
  ).toBe(200);
  const booked = await bookAsDiner(request, 'enlace@example.com');
  await expect.poll(() => smtp.received.find((mail) => mail.subject?.startsWith('Reserva confirmada') && mail.text?.includes(booked.confirmationNumber))).toBeTruthy();
  const text = smtp.received.find((mail) => mail.text?.includes(booked.confirmationNumber))?.text ?? '';
  const link = here(/Para consultar o cancelar tu reserva: (\S+)/.exec(text)?.[1] ?? '');
  expect(link).not.toContain('enlace');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  const myBookings = new MyBookingsSection(page);
  await expect(myBookings.status).toHaveText('1 reserva encontrada');
  await expect(myBookings.cards).toHaveCount(1);
  await expect(myBookings.email).toHaveValue('enlace@example.com');
  await expect(myBookings.confirmationNumber).toHaveValue(booked.confirmationNumber);
  await myBookings.cancelButton(booked.confirmationNumber).click();
  await myBookings.confirmDialog.getByRole('button', { name: /^Sí, cancelar/ }).click();
  await expect(myBookings.card(booked.confirmationNumber).getByText('Cancelada', { exact: true })).toBeVisible();
});
