/**
 * One party an evening, and the guests who miss bookings, through the real server and a real SMTP
 * server (smtp-server): a diner's second booking within two hours of another of the same phone or
 * e-mail is refused (staff are warned and may go on); a guest with two no-shows in twelve months is
 * marked and, when the owner chose so, books online as 'Pendiente' until staff confirm; and each
 * message carries the next version of the same calendar event.
 */
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from '../helpers/close-after-each';
import type { DayReservation, Reservation } from '../../shared/types';
import { dinerBooking, staffBooking } from '../helpers/booking';
import { invitationIn } from '../helpers/invitation';
import { startTestServer, type TestServer } from '../helpers/server';
import { pointAtTestSmtp, startTestSmtp, type TestSmtp } from '../helpers/smtp';

const FAST_MAIL = { pollMs: 50, retryDelaysMs: [0, 0] };
const NEARBY = 'Ya hay una reserva con este correo o este teléfono a menos de dos horas de esta. Si quieres cambiar la hora, cancela la otra en «Mis reservas» y vuelve a reservar.';

let server: TestServer | undefined;
let smtp: TestSmtp | undefined;

closeAfterEach(
  () => server,
  () => smtp,
);

/** A venue on the internet: the contact limits on, as they are unless RATE_LIMITS=off. */
async function start(): Promise<string> {
  smtp = await startTestSmtp();
  server = await startTestServer({ seed: 'demo', mail: FAST_MAIL, rateLimits: true, publicUrl: 'https://reservas.valhalla-alpedrete.es' });
  const token = await server.login();
  await pointAtTestSmtp(server, token, smtp);
  return token;
}

/** Each diner from an address of their own, so only the contact rules decide, never the client's booking rate. */
let client = 0;
const book = (body: Record<string, unknown>) => server!.request<Reservation>('/api/reservations', { method: 'POST', body, headers: { 'x-forwarded-for': `203.0.113.${++client}` } });
const bookAsStaff = (body: Record<string, unknown>, token: string) => server!.request<Reservation>('/api/reservations', { method: 'POST', token, body: staffBooking(body) });
const dayOf = async (date: string, token: string) => (await server!.request<DayReservation[]>(`/api/reservations/date/${date}`, { token })).body;

describe('two bookings at once', { timeout: 90_000 }, () => {
  it('refuses online a second booking of the same phone or e-mail starting within two hours; two hours apart, another day or another contact is booked', async () => {
    await start();
    const phone = '612 345 678';
    const first = await book(dinerBooking({ startTime: '22:00', time: '22:00', endTime: '00:00', endDate: '2026-11-24', customerEmail: 'lucia@example.com', customerPhone: phone }));
    expect(first.body).toMatchObject({ status: 'confirmed' });
    // The same phone written otherwise, another e-mail, an hour and a half before.
    const samePhone = await book(dinerBooking({ startTime: '20:30', time: '20:30', endTime: '22:00', customerEmail: 'otra@example.com', customerPhone: '+34 612345678' }));
    expect(samePhone.status).toBe(409);
    expect(samePhone.body).toEqual({ code: 'nearby-booking', message: NEARBY });
    // The same mailbox, another phone, ending as the first begins (an overlap would be the specification's duplicate).
    expect((await book(dinerBooking({ startTime: '20:30', time: '20:30', endTime: '22:00', customerEmail: 'Lucia@Example.com', customerPhone: '699000111' }))).body).toMatchObject({
      code: 'nearby-booking',
    });
    // Exactly two hours before, the next evening, and another contact at the same time: all booked.
    expect((await book(dinerBooking({ startTime: '20:00', time: '20:00', endTime: '22:00', customerEmail: 'tarde@example.com', customerPhone: phone }))).status).toBe(201);
    expect(
      (await book(dinerBooking({ date: '2026-11-24', startTime: '22:00', time: '22:00', endTime: '00:00', endDate: '2026-11-25', customerEmail: 'martes@example.com', customerPhone: phone }))).status,
    ).toBe(201);
    expect((await book(dinerBooking({ startTime: '21:00', time: '21:00', endTime: '23:00', customerEmail: 'ana@example.com', customerPhone: '699000222' }))).status).toBe(201);
    // Nothing was stored for the refused ones.
    const token = await server!.login();
    expect((await dayOf('2026-11-23', token)).map((row) => row.customerEmail).sort()).toEqual(['ana@example.com', 'lucia@example.com', 'tarde@example.com']);
  });

  it('warns staff, naming the other booking, and books when they go on', async () => {
    const token = await start();
    const first = await book(dinerBooking({ startTime: '21:00', time: '21:00', endTime: '23:00', customerEmail: 'lucia@example.com', customerPhone: '612345678' }));
    const again = { customerName: 'Lucía Martín', customerEmail: 'lucia@example.com', customerPhone: '612345678', startTime: '22:00', time: '22:00', endTime: '23:30' };
    const warned = await bookAsStaff(again, token);
    expect(warned.status).toBe(409);
    expect(warned.body).toEqual({
      code: 'needs-confirmation',
      message: `Este cliente ya tiene otra reserva a menos de dos horas: ${first.body.confirmationNumber}, lunes, 23 de noviembre de 2026 a las 21:00. ¿Reservar igualmente?`,
    });
    expect((await bookAsStaff({ ...again, confirmed: true }, token)).status).toBe(201);
    expect(await dayOf('2026-11-23', token)).toHaveLength(2);
  });
});

describe('guests who miss bookings', { timeout: 90_000 }, () => {
  /** Two bookings of this phone, months ago, marked 'No presentado'. */
  async function twoNoShows(token: string, phone: string) {
    for (const date of ['2026-03-10', '2026-09-15']) {
      const missed = await bookAsStaff({ customerName: 'Pablo Ruiz', customerEmail: 'pablo@example.com', customerPhone: phone, date, startTime: '21:00', time: '21:00', endTime: '23:00' }, token);
      expect(missed.status).toBe(201);
      expect((await server!.request(`/api/reservations/${missed.body.id}/no-show`, { method: 'PATCH', token, body: { noShow: true } })).status).toBe(200);
    }
  }

  it("are marked on the day's rows; with the owner's choice their online booking waits as 'Pendiente' until staff confirm, and the diner is told each time", async () => {
    const token = await start();
    await twoNoShows(token, '677000111');
    const tonight = dinerBooking({ customerName: 'Pablo Ruiz', customerEmail: 'pablo@example.com', customerPhone: '677000111', startTime: '21:00', time: '21:00', endTime: '23:00' });

    // The choice is off until the owner makes it: the booking is confirmed, and the guest marked.
    expect((await server!.request('/api/admin/settings/no-shows', { token })).body).toEqual({ pendingAfterNoShows: false });
    const plain = await book(tonight);
    expect(plain.body.status).toBe('confirmed');
    expect((await dayOf('2026-11-23', token)).find((row) => row.id === plain.body.id)?.guest).toMatchObject({ noShows: 2, recentNoShows: 2 });
    expect((await server!.request(`/api/reservations/${plain.body.id}`, { method: 'DELETE', token })).status).toBe(200);

    expect((await server!.request('/api/admin/settings/no-shows', { method: 'PUT', token, body: { pendingAfterNoShows: true } })).body).toEqual({ pendingAfterNoShows: true });
    const pending = await book({ ...tonight, startTime: '20:00', time: '20:00', endTime: '22:00' });
    expect(pending.status).toBe(201);
    expect(pending.body.status).toBe('pending');
    // A guest without missed bookings is confirmed as ever.
    expect((await book(dinerBooking({ customerEmail: 'nueva@example.com', customerPhone: '677000222' }))).body.status).toBe('confirmed');

    // The first booking's confirmation and cancellation, the receipt, the other guest's confirmation.
    const received = await smtp!.waitFor(4);
    const receipt = received.find((mail) => mail.subject?.startsWith('Reserva pendiente de confirmar'));
    expect(receipt?.text).toContain('Está pendiente de que el restaurante la confirme: te escribiremos en cuanto lo haga.');
    expect(invitationIn(receipt!)).toMatchObject({ method: 'REQUEST', status: 'TENTATIVE', sequence: 0 });

    const confirmed = await server!.request<Reservation>(`/api/reservations/${pending.body.id}`, { method: 'PUT', token, body: { status: 'confirmed' } });
    expect(confirmed.body.status).toBe('confirmed');
    const [told] = (await smtp!.waitFor(5)).slice(-1);
    expect(told!.subject).toBe('Reserva confirmada en Valhalla: lunes, 23 de noviembre de 2026, 20:00');
    expect(invitationIn(told!)).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', sequence: 1, uid: invitationIn(receipt!).uid });
  });

  it('a time staff change is sent to the diner as the same calendar event, one version on; a table swap alone sends nothing', async () => {
    const token = await start();
    const booked = await book(dinerBooking({ startTime: '20:00', time: '20:00', endTime: '22:00', customerEmail: 'lucia@example.com' }));
    const [confirmation] = await smtp!.waitFor(1);
    const moved = await server!.request<Reservation>(`/api/reservations/${booked.body.id}`, { method: 'PUT', token, body: { startTime: '21:00', time: '21:00', endTime: '23:00' } });
    expect(moved.status).toBe(200);
    const [, change] = await smtp!.waitFor(2);
    expect(change!.subject).toBe('Reserva modificada en Valhalla: lunes, 23 de noviembre de 2026, 21:00');
    expect(change!.text).toContain('Hemos cambiado tu reserva en Valhalla. Así queda:');
    const { event: _changed, ...changed } = invitationIn(change!);
    const { event: _first, ...first } = invitationIn(confirmation!);
    expect(changed).toEqual({ ...first, sequence: 1, start: '2026-11-23T21:00:00' });

    const table = (await dayOf('2026-11-23', token)).find((row) => row.id === booked.body.id)!.tableId;
    const other = (await server!.request<{ id: number; section: string }[]>('/api/tables')).body.find((candidate) => candidate.section === 'Salón' && candidate.id !== table)!;
    expect((await server!.request(`/api/reservations/${booked.body.id}`, { method: 'PUT', token, body: { tableId: other.id } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp!.received).toHaveLength(2);
  });
});
