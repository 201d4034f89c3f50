/**
 * The waiting list through the real server and a real SMTP server on 127.0.0.1, the clock moved
 * where a hold must end: a full slot's answer names the free times and zones near it; a diner joins
 * the list; a staff cancellation offers the freed table to the first entry by e-mail, held from
 * online bookings until answered; the link changes nothing until pressed, books once ('waitlist',
 * confirmed by e-mail), and is then spent; an offer not answered in time goes to the next entry;
 * 'No, gracias' passes it on; staff offer a table by hand and seat a party at the door; the list is
 * staff-only; its entries leave with the retention, the export and the erasure.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_VENUE } from '../../shared/venue';
import { addTables, dinerBooking, staffBooking } from '../helpers/booking';
import { startTestServer, type TestServer } from '../helpers/server';
import { pointAtTestSmtp, startTestSmtp, type TestSmtp } from '../helpers/smtp';

/** Each test starts its own server and waits for mail through a real SMTP server: on a busy machine that takes its time. */
const SLOW = { timeout: 90_000 };

const SITE = 'https://reservas.valhalla-alpedrete.es';
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';

let server: TestServer;
let smtp: TestSmtp | undefined;
let token: string;
/** Table ids by number. */
const table = new Map<number, number>();

afterEach(async () => {
  await server?.close();
  await smtp?.close();
  smtp = undefined;
});

/** A floor of three: Mesa 1 (2–4) in the Salón, Mesa 9 (4–10) on the covered terrace, Mesa 30 (2–6) on the lawn, which is not booked online. */
async function start({ mail = false, now = '2026-11-23T12:00:00+01:00' } = {}) {
  if (mail) smtp = await startTestSmtp();
  server = await startTestServer({ now, publicUrl: SITE, mail: { pollMs: 50, retryDelaysMs: [0, 0] }, waitlistPollMs: 50 });
  token = await server.login();
  expect((await server.request('/api/admin/settings/venue', { method: 'PUT', token, body: DEMO_VENUE })).status).toBe(200);
  if (smtp) {
    await pointAtTestSmtp(server, token, smtp);
  }
  const added = await addTables(server, token, [
    { tableNumber: 1, minCapacity: 2, maxCapacity: 4, section: 'Salón' },
    { tableNumber: 9, minCapacity: 4, maxCapacity: 10, section: 'Terraza cubierta' },
    { tableNumber: 30, minCapacity: 2, maxCapacity: 6, section: 'Terraza césped' },
  ]);
  table.clear();
  for (const made of added) table.set(made.tableNumber, made.id);
}

const bookAsStaff = async (overrides: Record<string, unknown>) => {
  const made = await server.request('/api/reservations', { method: 'POST', token, body: staffBooking(overrides) });
  expect(made.status).toBe(201);
  return made.body as { id: string };
};
const join = (overrides: Record<string, unknown> = {}) =>
  server.request('/api/waitlist', {
    method: 'POST',
    body: {
      customerName: 'Ana Gil',
      customerEmail: 'ana@example.com',
      customerPhone: '611222333',
      date: TUESDAY,
      startTime: '21:00',
      latestStart: '22:00',
      partySize: 4,
      preferredSection: 'Salón',
      privacyAccepted: true,
      ...overrides,
    },
  });
const listOf = async (date: string) => {
  const answer = await server.request(`/api/admin/waitlist?date=${date}`, { token });
  expect(answer.status).toBe(200);
  return answer.body as { id: number; customerName: string; state: string; offer: { startTime: string; tables: { tableNumber: number }[]; expiresAt: string; link: string | null } | null }[];
};
const stateOf = async (date: string, name: string) => (await listOf(date)).find((entry) => entry.customerName === name)?.state;
const mailTo = (address: string, subject: RegExp) => smtp!.received.find((mail) => subject.test(mail.subject ?? '') && mail.to && 'text' in mail.to && mail.to.text === address);
async function offerMailTo(address: string) {
  await expect.poll(() => mailTo(address, /^Hay mesa para ti/), { timeout: 20_000 }).toBeTruthy();
  const mail = mailTo(address, /^Hay mesa para ti/)!;
  const link = /Reservar esta mesa: (\S+)/.exec(mail.text ?? '')?.[1] ?? '';
  expect(link.startsWith(`${SITE}/lista-de-espera/`)).toBe(true);
  return { mail, token: decodeURIComponent(link.slice(`${SITE}/lista-de-espera/`.length)) };
}
const offer = (link: string, answer?: 'accept' | 'decline') => server.request(`/api/waitlist/offers/${encodeURIComponent(link)}`, answer ? { method: 'POST', body: { answer } } : {});
const range = (date: string, start: string, end: string, partySize: number, section = 'Salón') =>
  server.request(`/api/tables/range/${date}/${start}/${end}?partySize=${partySize}&preferredSection=${encodeURIComponent(section)}`);

describe('a slot with no table', SLOW, () => {
  it('names the nearest free starts in the zone and the other zones free at that time; a date past the window says how to call', async () => {
    await start();
    await bookAsStaff({ date: TUESDAY, startTime: '21:00', time: '21:00', endTime: '23:00', tableId: table.get(1) });
    const full = await range(TUESDAY, '21:00', '23:00', 4);
    expect(full.status).toBe(200);
    expect(full.body.availableTables).toEqual([]);
    // A party of four keeps its table two hours: 19:00 ends as the booking starts, 23:00 starts as it ends.
    expect(full.body.alternatives).toEqual([
      { startTime: '19:00', preferredSection: 'Salón' },
      { startTime: '23:00', preferredSection: 'Salón' },
      { startTime: '21:00', preferredSection: 'Terraza cubierta' },
    ]);
    // Where there is a table, nothing else is suggested.
    expect((await range(TUESDAY, '19:00', '21:00', 4)).body.alternatives).toEqual([]);

    const far = await range('2026-12-24', '21:00', '23:00', 2);
    expect(far.status).toBe(400);
    expect(far.body.message).toBe(
      `En la web se reserva hasta 30 días vista (hasta el miércoles, 23 de diciembre de 2026). Para una fecha posterior, llámanos al ${DEMO_VENUE.phone} y te la apuntamos.`,
    );
  });
});

describe('a diner on the waiting list', SLOW, () => {
  it('joins when the evening is full; a staff cancellation offers the table by e-mail, held from online bookings; the link books once', async () => {
    await start({ mail: true });
    const taken = await bookAsStaff({ date: TUESDAY, startTime: '21:00', time: '21:00', endTime: '23:00', tableId: table.get(1), partySize: 4 });
    const refused = await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ date: TUESDAY, startTime: '21:00', time: '21:00', endTime: '23:00', partySize: 4 }) });
    expect(refused.status).toBe(409);

    const joined = await join();
    expect(joined.status).toBe(201);
    expect(joined.body).toEqual({ id: expect.any(Number), date: TUESDAY, startTime: '21:00', latestStart: '22:00', partySize: 4, preferredSection: 'Salón', state: 'waiting' });
    expect(await stateOf(TUESDAY, 'Ana Gil')).toBe('waiting');
    // One live entry per contact and date, whatever the spelling of the e-mail.
    const twice = await join({ customerEmail: 'ANA@example.com', customerPhone: '699000111' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Ya estás en la lista de espera para ese día. Si quieres cambiar la hora o las personas, llámanos.');

    expect((await server.request(`/api/reservations/${taken.id}`, { method: 'DELETE', token })).status).toBe(200);
    const { mail, token: link } = await offerMailTo('ana@example.com');
    expect(mail.subject).toBe('Hay mesa para ti en Valhalla: martes, 24 de noviembre de 2026, a las 21:00');
    for (const line of [
      'Fecha: martes, 24 de noviembre de 2026',
      'Hora: de 21:00 a 23:00',
      'Zona: Salón',
      'Personas: 4',
      'Te la guardamos hasta las 16:00. No hay nada reservado hasta que la aceptes.',
    ]) {
      expect(mail.text).toContain(line);
    }
    const [entry] = await listOf(TUESDAY);
    expect(entry).toMatchObject({
      state: 'offered',
      offer: { startTime: '21:00', tables: [{ tableNumber: 1 }], expiresAt: '2026-11-23T15:00:00.000Z', link: `${SITE}/lista-de-espera/${encodeURIComponent(link)}` },
    });

    // Read twice: nothing changes.
    for (let i = 0; i < 2; i++) {
      const read = await offer(link);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({
        open: true,
        spent: null,
        customerName: 'Ana Gil',
        date: TUESDAY,
        startTime: '21:00',
        endTime: '23:00',
        partySize: 4,
        section: 'Salón',
        expiresAt: '2026-11-23T15:00:00.000Z',
        confirmationNumber: null,
      });
    }
    expect(await stateOf(TUESDAY, 'Ana Gil')).toBe('offered');
    // Held: another diner is not given it, nor shown it.
    expect((await range(TUESDAY, '21:00', '23:00', 2)).body.availableTables).toEqual([]);
    const other = await server.request('/api/reservations', {
      method: 'POST',
      body: dinerBooking({ date: TUESDAY, startTime: '21:00', time: '21:00', endTime: '23:00', customerEmail: 'otro@example.com' }),
    });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('no-tables');

    const accepted = await offer(link, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ open: false, spent: 'Ya has reservado esta mesa: tienes los detalles en tu correo.', confirmationNumber: expect.stringMatching(/^RES-/) });
    const booked = (await server.request(`/api/reservations/date/${TUESDAY}`, { token })).body.find((row: { customerEmail: string }) => row.customerEmail === 'ana@example.com');
    expect(booked).toMatchObject({ source: 'waitlist', status: 'confirmed', startTime: '21:00', endTime: '23:00', tableNumber: 1, partySize: 4, customerPhone: '611222333' });
    expect(booked.confirmationNumber).toBe(accepted.body.confirmationNumber);
    await expect.poll(() => mailTo('ana@example.com', /^Reserva confirmada en Valhalla/), { timeout: 20_000 }).toBeTruthy();
    expect(await stateOf(TUESDAY, 'Ana Gil')).toBe('booked');
    // 'Informes' counts what the waiting list brought.
    const report = await server.request(`/api/admin/reports?from=${TUESDAY}&to=${TUESDAY}`, { token });
    expect(report.body.bySource).toContainEqual({ source: 'waitlist', bookings: 1, covers: 4 });

    // Spent: a second press books nothing more.
    const again = await offer(link, 'accept');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ya has reservado esta mesa: tienes los detalles en tu correo.');
    expect((await server.request(`/api/reservations/date/${TUESDAY}`, { token })).body.filter((row: { status: string }) => row.status === 'confirmed')).toHaveLength(1);
    // A link tampered with opens nothing.
    expect((await offer(`${link.slice(0, -2)}xx`)).status).toBe(404);
  });

  it('an offer not answered in time goes to the next entry; its link then says so; «No, gracias» passes the table on', async () => {
    await start({ mail: true });
    const taken = await bookAsStaff({ date: WEDNESDAY, startTime: '21:00', time: '21:00', endTime: '23:00', tableId: table.get(1) });
    expect((await join({ date: WEDNESDAY, latestStart: '21:00', partySize: 2 })).status).toBe(201);
    expect((await join({ date: WEDNESDAY, latestStart: '21:00', partySize: 2, customerName: 'Bea Ruiz', customerEmail: 'bea@example.com', customerPhone: '622333444' })).status).toBe(201);
    expect((await server.request(`/api/reservations/${taken.id}`, { method: 'DELETE', token })).status).toBe(200);

    const first = await offerMailTo('ana@example.com');
    expect(await stateOf(WEDNESDAY, 'Bea Ruiz')).toBe('waiting');
    // Two days ahead, held four hours: from Monday 12:00 until 16:00.
    server.clock.set('2026-11-23T16:00:30+01:00');
    const second = await offerMailTo('bea@example.com');
    expect(await stateOf(WEDNESDAY, 'Ana Gil')).toBe('expired');
    const late = await offer(first.token, 'accept');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('La oferta ha caducado: la mesa ha pasado al siguiente de la lista. Si aún quieres venir, prueba a reservar en la web.');
    expect((await range(WEDNESDAY, '21:00', '23:00', 2)).body.availableTables).toEqual([]);

    const declined = await offer(second.token, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ open: false, spent: 'Has dejado pasar esta mesa: te hemos quitado de la lista de espera.', confirmationNumber: null });
    expect(await stateOf(WEDNESDAY, 'Bea Ruiz')).toBe('withdrawn');
    // Nobody else waits: the table is free again for anyone.
    expect((await range(WEDNESDAY, '21:00', '23:00', 2)).body.availableTables).toEqual([1]);
    expect((await server.request(`/api/reservations/date/${WEDNESDAY}`, { token })).body.filter((row: { status: string }) => row.status === 'confirmed')).toHaveLength(0);
  });

  it('keeps their place when staff give the held table to someone else before they answer', async () => {
    await start({ mail: true });
    const taken = await bookAsStaff({ date: WEDNESDAY, startTime: '21:00', time: '21:00', endTime: '23:00', tableId: table.get(1) });
    expect((await join({ date: WEDNESDAY, latestStart: '21:00', partySize: 2 })).status).toBe(201);
    expect((await server.request(`/api/reservations/${taken.id}`, { method: 'DELETE', token })).status).toBe(200);
    const { token: link } = await offerMailTo('ana@example.com');
    // Staff may still name a held table (a party at the door).
    await bookAsStaff({ date: WEDNESDAY, startTime: '21:00', time: '21:00', endTime: '23:00', tableId: table.get(1), customerName: 'En la puerta' });
    const late = await offer(link, 'accept');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Lo sentimos: esa mesa ya no está libre. Sigues en la lista de espera: si se libera otra, te escribiremos.');
    expect(await stateOf(WEDNESDAY, 'Ana Gil')).toBe('waiting');
    expect((await offer(link)).body).toMatchObject({ open: false, spent: 'Lo sentimos: esa mesa ya no está libre. Sigues en la lista de espera: si se libera otra, te escribiremos.' });
  });

  it('on the day, is offered no start sooner than the quarter of an hour it would be held', async () => {
    await start({ mail: true, now: '2026-11-23T20:50:00+01:00' });
    const taken = await bookAsStaff({ startTime: '21:00', time: '21:00', endTime: '23:30', tableId: table.get(1) });
    expect((await join({ date: '2026-11-23', latestStart: '21:30', partySize: 2 })).status).toBe(201);
    expect((await server.request(`/api/reservations/${taken.id}`, { method: 'DELETE', token })).status).toBe(200);
    await offerMailTo('ana@example.com');
    const [entry] = await listOf('2026-11-23');
    // 21:00 would leave ten minutes to answer; 21:30 is offered, held fifteen.
    expect(entry).toMatchObject({ state: 'offered', offer: { startTime: '21:30', expiresAt: '2026-11-23T20:05:00.000Z' } });
  });

  it('refuses what the form would route elsewhere: the VIP zone, a group too large for any zone online, a start not offered', async () => {
    await start();
    const vip = await join({ preferredSection: 'VIP' });
    expect(vip.status).toBe(400);
    expect(vip.body.message).toBe('Las reservas de la zona VIP se gestionan por teléfono, WhatsApp o email.');
    const large = await join({ preferredSection: null, partySize: 12 });
    expect(large.status).toBe(400);
    expect(large.body.message).toBe('Los grupos grandes se gestionan por teléfono, WhatsApp o email.');
    const tooLate = await join({ latestStart: '23:30' });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body.message).toBe('La hora límite debe ser la hora elegida o hasta dos horas después.');
    const past = await join({ date: '2026-11-23', startTime: '11:00', latestStart: '12:00' });
    expect(past.status).toBe(400);
    const noPrivacy = await join({ privacyAccepted: false });
    expect(noPrivacy.status).toBe(400);
    expect(await listOf(TUESDAY)).toEqual([]);
  });
});

describe("staff's waiting list", SLOW, () => {
  it('is staff-only', async () => {
    await start();
    const joined = await join();
    expect(joined.status).toBe(201);
    const id = joined.body.id as number;
    for (const [method, path, body] of [
      ['GET', `/api/admin/waitlist?date=${TUESDAY}`, undefined],
      ['POST', '/api/admin/waitlist', { customerName: 'Pepe', customerPhone: '600000001', partySize: 2, quotedMinutes: 20 }],
      ['GET', `/api/admin/waitlist/${id}/seats`, undefined],
      ['POST', `/api/admin/waitlist/${id}/offer`, { startTime: '21:00', tableId: table.get(1) }],
      ['POST', `/api/admin/waitlist/${id}/seat`, undefined],
      ['POST', `/api/admin/waitlist/${id}/withdraw`, undefined],
    ] as const) {
      expect((await server.request(path, { method, body })).status, `${method} ${path}`).toBe(401);
    }
    expect(await stateOf(TUESDAY, 'Ana Gil')).toBe('waiting');
  });

  it('offers a table by hand, one the web would not give (the lawn), with its e-mail and link', async () => {
    await start({ mail: true });
    await bookAsStaff({ date: TUESDAY, startTime: '21:00', time: '21:00', endTime: '23:00', tableId: table.get(1), partySize: 4 });
    await bookAsStaff({ date: TUESDAY, startTime: '21:00', time: '21:00', endTime: '23:30', tableId: table.get(9), partySize: 8, preferredSection: 'Terraza cubierta' });
    const joined = await join({ preferredSection: null, latestStart: '21:00' });
    expect(joined.status).toBe(201);
    expect(await stateOf(TUESDAY, 'Ana Gil')).toBe('waiting');

    const seats = await server.request(`/api/admin/waitlist/${joined.body.id}/seats`, { token });
    expect(seats.status).toBe(200);
    expect(seats.body).toEqual([
      { startTime: '21:00', endTime: '23:00', section: 'Terraza césped', tables: [{ id: table.get(30), name: 'Mesa 30', tableNumber: 30 }], combinationId: null, label: 'Mesa 30 (2-6)' },
    ]);
    const wrong = await server.request(`/api/admin/waitlist/${joined.body.id}/offer`, { method: 'POST', token, body: { startTime: '21:00', tableId: table.get(1) } });
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe('Esa mesa no está libre a esa hora para este grupo.');
    const offered = await server.request(`/api/admin/waitlist/${joined.body.id}/offer`, { method: 'POST', token, body: { startTime: '21:00', tableId: table.get(30) } });
    expect(offered.status).toBe(200);
    expect(offered.body).toMatchObject({ state: 'offered', offer: { section: 'Terraza césped', tables: [{ tableNumber: 30 }], expiresAt: '2026-11-23T15:00:00.000Z' } });
    const { token: link } = await offerMailTo('ana@example.com');
    expect((await offer(link)).body).toMatchObject({ open: true, section: 'Terraza césped' });

    const withdrawn = await server.request(`/api/admin/waitlist/${joined.body.id}/withdraw`, { method: 'POST', token });
    expect(withdrawn.body).toMatchObject({ state: 'withdrawn', offer: null });
    expect((await offer(link, 'accept')).status).toBe(409);
  });

  it("writes down a party at the door, holds a table ten minutes with 'Mesa lista' and seats them there as a walk-in", async () => {
    await start({ now: '2026-11-23T20:10:00+01:00' });
    const added = await server.request('/api/admin/waitlist', { method: 'POST', token, body: { customerName: 'Pepe', customerPhone: '600 000 001', partySize: 3, quotedMinutes: 20 } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      kind: 'walk-in',
      date: '2026-11-23',
      startTime: '20:00',
      latestStart: '20:30',
      partySize: 3,
      quotedMinutes: 20,
      customerEmail: null,
      state: 'waiting',
      offer: null,
    });
    const bad = await server.request('/api/admin/waitlist', { method: 'POST', token, body: { customerName: 'Pepe', customerPhone: '600000001', partySize: 3, quotedMinutes: 2 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('La espera indicada debe estar entre 5 y 180 minutos.');

    const seats = (await server.request(`/api/admin/waitlist/${added.body.id}/seats`, { token })).body as { startTime: string; label: string }[];
    expect(seats.map((seat) => `${seat.startTime} ${seat.label}`)).toEqual(['20:00 Mesa 1 (2-4)', '20:00 Mesa 30 (2-6)']);
    const ready = await server.request(`/api/admin/waitlist/${added.body.id}/offer`, { method: 'POST', token, body: { startTime: '20:00', tableId: table.get(1) } });
    expect(ready.body).toMatchObject({ state: 'offered', offer: { tables: [{ tableNumber: 1 }], expiresAt: '2026-11-23T19:20:00.000Z', link: null } });
    // Held from the web meanwhile.
    expect((await range('2026-11-23', '20:30', '22:30', 2)).body.availableTables).toEqual([]);

    server.clock.set('2026-11-23T20:14:00+01:00');
    const seated = await server.request(`/api/admin/waitlist/${added.body.id}/seat`, { method: 'POST', token });
    expect(seated.status).toBe(200);
    expect(seated.body).toMatchObject({ state: 'booked', offer: null, reservationId: expect.any(String) });
    const row = (await server.request('/api/reservations/date/2026-11-23', { token })).body[0];
    expect(row).toMatchObject({ id: seated.body.reservationId, source: 'walk-in', hasArrived: true, tableNumber: 1, partySize: 3, customerName: 'Pepe', startTime: '20:00', endTime: '22:00' });
    expect((await server.request(`/api/admin/waitlist/${added.body.id}/seat`, { method: 'POST', token })).status).toBe(409);
  });
});

describe('personal data on the waiting list', SLOW, () => {
  it('goes the day after its date, is in the diner’s export and leaves with the erasure', async () => {
    await start();
    // The table is free, but with no mail server the offer could not leave: nothing is held for her.
    expect((await join({ customerEmail: 'ana@example.com' })).body.state).toBe('waiting');
    expect((await range(TUESDAY, '21:00', '23:00', 4)).body.availableTables).toEqual([1]);
    expect((await join({ date: WEDNESDAY, customerName: 'Bea Ruiz', customerEmail: 'bea@example.com', customerPhone: '622333444' })).status).toBe(201);

    const exported = await server.request('/api/admin/guests/export?email=ana%40example.com', { token });
    expect(exported.status).toBe(200);
    expect(exported.body.waitlist).toEqual([
      expect.objectContaining({ customerName: 'Ana Gil', customerPhone: '611222333', date: TUESDAY, startTime: '21:00', latestStart: '22:00', state: 'waiting' }),
    ]);
    const erased = await server.request('/api/admin/guests/erase', { method: 'POST', token, body: { phone: '611 222 333' } });
    expect(erased.body).toMatchObject({ waitlist: 1 });
    expect(await listOf(TUESDAY)).toEqual([]);

    // Thursday at 03:00 the service day turns: Wednesday's entry is gone, though the night's retention has not run yet.
    server.clock.set('2026-11-26T03:00:30+01:00');
    await expect.poll(async () => (await listOf(WEDNESDAY)).length, { timeout: 20_000 }).toBe(0);
  });
});
