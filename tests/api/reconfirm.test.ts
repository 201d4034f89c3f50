/**
 * Reconfirmation through the real server and a real SMTP server on 127.0.0.1, the clock moved: a
 * party of 8 is asked by its deadline and nudged once, a small party made days ahead gets only its
 * reminder; past the deadline the day's answer says it was not confirmed and the dashboards hear it;
 * with 'Liberar la mesa si no confirma' the booking is cancelled with the release note, its table
 * offered to the waiting list; a diner who confirms is neither nudged nor released.
 */
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { closeAfterEach } from '../helpers/close-after-each';
import type { DayReservation } from '../../shared/types';
import { DEMO_VENUE } from '../../shared/venue';
import { addTables, dinerBooking, staffBooking } from '../helpers/booking';
import { openEventStream } from '../helpers/event-stream';
import { invitationIn } from '../helpers/invitation';
import { startTestServer, type TestServer } from '../helpers/server';
import { pointAtTestSmtp, startTestSmtp, type TestSmtp } from '../helpers/smtp';

/** Each test moves the clock through days of mail on a busy machine. */
const SLOW = { timeout: 90_000 };
const SITE = 'https://reservas.valhalla-alpedrete.es';
const FRIDAY = '2026-11-27';

let server: TestServer;
let smtp: TestSmtp;
let token: string;
const table = new Map<number, number>();

closeAfterEach(
  () => server,
  () => smtp,
);

/** Monday 23 November at noon; Mesa 1 (2–4) in the Salón and Mesa 9 (4–10) on the covered terrace. */
async function start() {
  smtp = await startTestSmtp();
  server = await startTestServer({ publicUrl: SITE, mail: { pollMs: 50, retryDelaysMs: [0, 0] }, reminderPollMs: 50, waitlistPollMs: 50 });
  token = await server.login();
  expect((await server.request('/api/admin/settings/venue', { method: 'PUT', token, body: DEMO_VENUE })).status).toBe(200);
  await pointAtTestSmtp(server, token, smtp);
  table.clear();
  for (const made of await addTables(server, token, [
    { tableNumber: 1, minCapacity: 2, maxCapacity: 4, section: 'Salón' },
    { tableNumber: 9, minCapacity: 4, maxCapacity: 10, section: 'Terraza cubierta' },
  ]))
    table.set(made.tableNumber, made.id);
}

/** A party of 8 booked by staff with the diner's contact at 21:00 at Mesa 9, on Friday unless told: its deadline is the day before at 21:00. */
async function bigParty(customerEmail = 'grupo@example.com', customerName = 'Grupo Ocho', date = FRIDAY) {
  const contact = { customerName, customerEmail, customerPhone: '611222333' };
  const evening = { date, startTime: '21:00', time: '21:00', endTime: '23:00', partySize: 8, preferredSection: 'Terraza cubierta', tableId: table.get(9) };
  const made = await server.request<DayReservation>('/api/reservations', { method: 'POST', token, body: staffBooking({ ...contact, ...evening }) });
  expect(made.status).toBe(201);
  return made.body;
}

const saveReconfirm = async (change: Record<string, unknown>) => {
  const { settings } = (await server.request('/api/admin/settings/reminders', { token })).body as { settings: { reconfirm: Record<string, unknown> } };
  const saved = await server.request('/api/admin/settings/reminders', { method: 'PUT', token, body: { ...settings, reconfirm: { ...settings.reconfirm, ...change } } });
  expect(saved.status).toBe(200);
};
const dayOf = async (date: string) => (await server.request<DayReservation[]>(`/api/reservations/date/${date}`, { token })).body;
const bookingOf = async (id: string) => (await dayOf(FRIDAY)).find((booking) => booking.id === id);
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address);
/** Lets a few ticks of the reminders pass (every 50 ms here): what has not been sent by then is not due. */
const afterTicks = () => new Promise((resolve) => setTimeout(resolve, 400));
async function nextMailTo(address: string, count: number): Promise<ParsedMail> {
  await expect.poll(() => mailsTo(address).length, { timeout: 20_000 }).toBe(count);
  return mailsTo(address)[count - 1]!;
}
/** Nothing more reaches `address` a minute before `due`; its `count`th message arrives at `due`. */
async function arrivesAt(address: string, due: string, count: number): Promise<ParsedMail> {
  server.clock.set(new Date(Date.parse(due) - 60_000).toISOString());
  await afterTicks();
  expect(mailsTo(address)).toHaveLength(count - 1);
  server.clock.set(due);
  return nextMailTo(address, count);
}
const confirmLinkOf = (mail: ParsedMail) => decodeURIComponent(/Confirmo que iré: \S+\/recordatorio\/(\S+)/.exec(mail.text ?? '')?.[1] ?? '');

describe('a party of 8', SLOW, () => {
  it("is asked by its deadline and nudged once; past it, the day's answer and the dashboards say it is not confirmed, and nothing is cancelled", async () => {
    await start();
    const big = await bigParty();
    // A couple booked online four days ahead: only the usual reminder, the day before.
    const small = await server.request<DayReservation>('/api/reservations', {
      method: 'POST',
      body: dinerBooking({ date: FRIDAY, startTime: '21:00', time: '21:00', endTime: '23:00', customerEmail: 'pareja@example.com' }),
    });
    expect(small.status).toBe(201);
    // A party of 8 typed in from the dashboard without the diner's e-mail, on Saturday, is never asked.
    const phoned = await server.request<DayReservation>('/api/reservations', {
      method: 'POST',
      token,
      body: staffBooking({ date: '2026-11-28', startTime: '21:00', time: '21:00', endTime: '23:00', partySize: 8, preferredSection: 'Terraza cubierta' }),
    });
    expect(phoned.status).toBe(201);
    await nextMailTo('pareja@example.com', 1);

    const ask = await arrivesAt('grupo@example.com', '2026-11-25T21:00:00+01:00', 1);
    expect(ask.subject).toBe('Confirma tu reserva en Valhalla: viernes, 27 de noviembre de 2026, a las 21:00');
    expect(ask.text).toContain('Confirma tu reserva antes del jueves 26 de noviembre a las 21:00 con el botón «Confirmo que iré».');
    expect(ask.text).not.toContain('liberaremos la mesa');
    expect(ask.text).toContain(`Confirmo que iré: ${SITE}/recordatorio/`);
    expect(await bookingOf(big.id)).toMatchObject({ reconfirmBy: '2026-11-26T20:00:00.000Z', remindedAt: '2026-11-25T20:00:00.000Z', nudgedAt: null, dinerConfirmedAt: null });
    // Its page names the deadline too.
    expect((await server.request(`/api/reminders/${confirmLinkOf(ask)}`)).body.booking.reconfirmBy).toBe('2026-11-26T20:00:00.000Z');

    const nudge = await arrivesAt('grupo@example.com', '2026-11-26T03:00:00+01:00', 2);
    expect(nudge.subject).toBe('Falta tu confirmación en Valhalla: viernes, 27 de noviembre de 2026, a las 21:00');
    expect(nudge.text).toContain('Aún no nos has confirmado tu reserva en Valhalla: viernes, 27 de noviembre de 2026, a las 21:00.');
    expect(nudge.text).toContain('Confirma tu reserva antes del jueves 26 de noviembre a las 21:00');
    expect((await bookingOf(big.id))?.nudgedAt).toBe('2026-11-26T02:00:00.000Z');

    const stream = await openEventStream(server.url, token);
    try {
      server.clock.set('2026-11-26T21:00:00+01:00');
      // The couple's usual reminder, 24 hours before, and nothing about reconfirming.
      const reminder = await nextMailTo('pareja@example.com', 2);
      expect(reminder.subject).toBe('Recordatorio: tu reserva en Valhalla, viernes, 27 de noviembre de 2026, a las 21:00');
      expect(reminder.text).not.toContain('Confirma tu reserva antes');
      await expect.poll(() => stream.received.some((event) => event.kind === 'reservation-updated' && event.id === big.id)).toBe(true);
    } finally {
      stream.close();
    }
    server.clock.set('2026-11-27T12:00:00+01:00');
    await afterTicks();
    expect(mailsTo('grupo@example.com')).toHaveLength(2);
    const day = await dayOf(FRIDAY);
    // 'Sin confirmar': asked, its deadline past, no answer; still standing.
    expect(day.find((booking) => booking.id === big.id)).toMatchObject({ status: 'confirmed', reconfirmBy: '2026-11-26T20:00:00.000Z', dinerConfirmedAt: null, releasedAt: null });
    expect(day.find((booking) => booking.id === small.body.id)).toMatchObject({ reconfirmBy: null, nudgedAt: null });
    server.clock.set('2026-11-28T12:00:00+01:00');
    await afterTicks();
    expect((await dayOf('2026-11-28')).find((booking) => booking.id === phoned.body.id)).toMatchObject({ reconfirmBy: null, remindedAt: null });
  });
});

describe("'Liberar la mesa si no confirma'", SLOW, () => {
  it('cancels an unconfirmed party at its deadline with the release note and offers its table to the waiting list; one who confirmed is neither nudged nor released', async () => {
    await start();
    await saveReconfirm({ release: true });
    const silent = await bigParty();
    // Another party of 8 at the same table on Saturday: asked on Thursday at 21:00, by Friday at 21:00.
    const answering = await bigParty('fiel@example.com', 'Grupo Fiel', '2026-11-28');
    // A diner waits for a table of 8 on Friday: the terrace is full.
    const joined = await server.request('/api/waitlist', {
      method: 'POST',
      body: {
        customerName: 'Ana Gil',
        customerEmail: 'ana@example.com',
        customerPhone: '633444555',
        date: FRIDAY,
        startTime: '21:00',
        latestStart: '21:30',
        partySize: 8,
        preferredSection: 'Terraza cubierta',
        privacyAccepted: true,
      },
    });
    expect(joined.status).toBe(201);

    server.clock.set('2026-11-25T21:00:00+01:00');
    const ask = await nextMailTo('grupo@example.com', 1);
    expect(ask.text).toContain('Si no nos llega tu confirmación a tiempo, liberaremos la mesa para otros clientes.');
    server.clock.set('2026-11-26T03:00:00+01:00');
    await nextMailTo('grupo@example.com', 2);
    server.clock.set('2026-11-26T21:00:00+01:00');
    const faithfulAsk = await nextMailTo('fiel@example.com', 1);
    const confirmed = await server.request(`/api/reminders/${confirmLinkOf(faithfulAsk)}`, { method: 'POST' });
    expect(confirmed.status).toBe(200);

    // The silent party's deadline (Thursday 21:00) passed with this move: released, with one note only.
    const note = await nextMailTo('grupo@example.com', 3);
    expect(mailsTo('grupo@example.com').map((mail) => mail.subject)).toEqual([
      'Confirma tu reserva en Valhalla: viernes, 27 de noviembre de 2026, a las 21:00',
      'Falta tu confirmación en Valhalla: viernes, 27 de noviembre de 2026, a las 21:00',
      'Hemos liberado tu mesa en Valhalla: viernes, 27 de noviembre de 2026, a las 21:00',
    ]);
    for (const line of [
      `Te pedimos que confirmaras antes del jueves 26 de noviembre a las 21:00 tu reserva ${silent.confirmationNumber} para 8 personas del viernes, 27 de noviembre de 2026, a las 21:00, y no nos ha llegado tu respuesta.`,
      'Para no dejar la mesa vacía, la hemos liberado y tu reserva queda cancelada.',
      `Si aún queréis venir, puedes volver a reservar en ${SITE}/#reservar o llamarnos al ${DEMO_VENUE.phone}`,
    ])
      expect(note.text).toContain(line);
    // Its calendar event withdrawn, as a cancellation's is: it leaves the diner's calendar.
    const withdrawn = invitationIn(note);
    expect(withdrawn.method).toBe('CANCEL');
    expect(withdrawn.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    const found = await server.request<DayReservation[]>('/api/reservations/search', { method: 'POST', body: { email: 'grupo@example.com', confirmationNumber: silent.confirmationNumber } });
    expect(found.body).toMatchObject([{ id: silent.id, status: 'cancelled', releasedAt: '2026-11-26T20:00:00.000Z' }]);
    expect((await dayOf(FRIDAY)).map((booking) => booking.id)).not.toContain(silent.id);
    // Its table is free again: offered to the diner waiting.
    await expect
      .poll(() => smtp.received.some((mail) => mail.subject?.startsWith('Hay mesa para ti') && mail.to && 'text' in mail.to && mail.to.text === 'ana@example.com'), { timeout: 20_000 })
      .toBe(true);
    // Its link now says why.
    expect((await server.request(`/api/reminders/${confirmLinkOf(ask)}`, { method: 'POST' })).body.message).toBe(
      'Esta reserva se canceló porque no nos llegó su confirmación a tiempo. Puedes volver a reservar en la web o llamarnos.',
    );

    // The party that confirmed: no nudge six hours later, not released at its deadline (Friday 21:00).
    server.clock.set('2026-11-27T03:00:00+01:00');
    await afterTicks();
    server.clock.set('2026-11-27T21:00:00+01:00');
    await afterTicks();
    expect(mailsTo('fiel@example.com')).toHaveLength(1);
    expect((await dayOf('2026-11-28')).find((booking) => booking.id === answering.id)).toMatchObject({
      status: 'confirmed',
      releasedAt: null,
      nudgedAt: null,
      dinerConfirmedAt: '2026-11-26T20:00:00.000Z',
    });
  });
});

describe('a booking moved after it was asked', SLOW, () => {
  it('is asked again by its new deadline, and the old deadline releases nothing', async () => {
    await start();
    await saveReconfirm({ release: true });
    const big = await bigParty();
    server.clock.set('2026-11-25T21:00:00+01:00');
    await nextMailTo('grupo@example.com', 1);
    // Staff move it to Saturday: its deadline becomes Friday at 21:00, asked from Thursday at 21:00.
    const moved = await server.request(`/api/reservations/${big.id}`, { method: 'PUT', token, body: { date: '2026-11-28', endDate: null, startTime: '21:00', time: '21:00', endTime: '23:00' } });
    expect(moved.status).toBe(200);
    // The diner hears of the change (server/reservations/booking-mail.ts), then of the new deadline in time.
    expect((await nextMailTo('grupo@example.com', 2)).subject).toMatch(/^Reserva modificada en Valhalla/);

    server.clock.set('2026-11-26T21:00:00+01:00');
    const askedAgain = await nextMailTo('grupo@example.com', 3);
    expect(askedAgain.subject).toBe('Confirma tu reserva en Valhalla: sábado, 28 de noviembre de 2026, a las 21:00');
    expect(askedAgain.text).toContain('Confirma tu reserva antes del viernes 27 de noviembre a las 21:00');
    await afterTicks();
    expect(mailsTo('grupo@example.com')).toHaveLength(3);
    expect((await dayOf('2026-11-28')).find((booking) => booking.id === big.id)).toMatchObject({ status: 'confirmed', reconfirmBy: '2026-11-27T20:00:00.000Z', releasedAt: null });
  });
});

describe('with the release on, a party is kept', SLOW, () => {
  it("when the diner confirms by phone and staff record it, or when the ask never reached the mail server (only marked 'Sin confirmar')", async () => {
    await start();
    await saveReconfirm({ release: true });
    const phoned = await bigParty('llama@example.com', 'Grupo Llama');
    const unreached = await bigParty('perdido@example.com', 'Grupo Perdido', '2026-11-28');

    server.clock.set('2026-11-25T21:00:00+01:00');
    await nextMailTo('llama@example.com', 1);
    // The diner calls instead of using the link: staff press 'Ha confirmado'.
    const recorded = await server.request<DayReservation>(`/api/admin/reservations/${phoned.id}/diner-confirmation`, { method: 'POST', token });
    expect(recorded.status).toBe(200);
    expect(recorded.body.dinerConfirmedAt).toBe('2026-11-25T20:00:00.000Z');
    expect((await server.request(`/api/admin/reservations/${phoned.id}/diner-confirmation`, { method: 'POST' })).status).toBe(401);

    // The other party's ask and nudge are refused by the mail server on every try.
    smtp.refuseNext(6);
    server.clock.set('2026-11-26T21:00:00+01:00');
    await afterTicks();
    server.clock.set('2026-11-27T03:00:00+01:00');
    const failed = async () =>
      ((await server.request('/api/admin/settings/mail-log', { token })).body.messages as { recipient: string; status: string }[]).filter(
        (entry) => entry.recipient === 'perdido@example.com' && entry.status === 'failed',
      ).length;
    await expect.poll(failed, { timeout: 20_000 }).toBe(2);

    // Both deadlines passed: the one who phoned stands, as does the one never reached, marked for staff to call.
    server.clock.set('2026-11-27T21:00:00+01:00');
    await afterTicks();
    expect(await bookingOf(phoned.id)).toMatchObject({ status: 'confirmed', releasedAt: null });
    expect((await dayOf('2026-11-28')).find((booking) => booking.id === unreached.id)).toMatchObject({
      status: 'confirmed',
      releasedAt: null,
      dinerConfirmedAt: null,
      reconfirmBy: '2026-11-27T20:00:00.000Z',
    });
    expect(mailsTo('perdido@example.com')).toHaveLength(0);
    expect(mailsTo('llama@example.com')).toHaveLength(1);
  });
});
