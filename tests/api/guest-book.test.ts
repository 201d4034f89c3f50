/**
 * The guest book's matching: one guest whatever way the phone is written or the e-mail is cased,
 * nobody for the dashboard's placeholder contact, a row linked whenever it is written (an edit that
 * gives a contact, an erasure that takes a card), and the bookings stored before the guest book
 * linked on the first start (on a database migrated from the version before; each step of that
 * migration is tested in server/db/migrations.test.ts).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Reservation } from '../../shared/types';
import { dinerBooking } from '../helpers/booking';
import { databaseBefore } from '../helpers/database';
import { openEventStream } from '../helpers/event-stream';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Each booking's and request's guest, and the guests, as stored. */
function stored(dataDir: string) {
  const db = new Database(path.join(dataDir, 'venue.db'), { readonly: true });
  try {
    return {
      bookings: db.prepare('SELECT customer_name AS name, guest_id AS guest FROM reservations ORDER BY created_at, customer_name').all() as { name: string; guest: number | null }[],
      requests: db.prepare('SELECT customer_name AS name, guest_id AS guest FROM reservation_attempts').all() as { name: string; guest: number | null }[],
      guests: db.prepare('SELECT id, name, phone_key AS phone, email_key AS email FROM guests ORDER BY id').all() as { id: number; name: string; phone: string | null; email: string | null }[],
    };
  } finally {
    db.close();
  }
}

describe('matching a guest', () => {
  it('links bookings, a walk-in and a request with the phone written three ways or the e-mail in capitals to one guest; the placeholder contact is nobody', async () => {
    server = await startTestServer({ seed: 'demo' });
    const token = await server.login();
    const online = await server.request<Reservation>('/api/reservations', {
      method: 'POST',
      body: dinerBooking({ customerName: 'Ana Pérez', customerEmail: 'ana@example.com', customerPhone: '612 345 678' }),
    });
    expect(online.status).toBe(201);
    const staff = { isAdminAction: true, customerEmail: 'admin@restaurante.local' };
    expect(
      (await server.request('/api/reservations', { method: 'POST', token, body: dinerBooking({ ...staff, customerName: 'Ana', customerPhone: '+34 612 34 56 78', date: '2026-11-24' }) })).status,
    ).toBe(201);
    expect(
      (
        await server.request('/api/reservations', {
          method: 'POST',
          token,
          body: dinerBooking({ ...staff, customerName: 'Ana P.', customerPhone: '000000000', customerEmail: 'ANA@Example.com ', date: '2026-11-25' }),
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await server.request('/api/reservations', {
          method: 'POST',
          token,
          body: dinerBooking({ ...staff, customerName: 'Cliente sin reserva', customerPhone: '000000000', date: '2026-11-26', seated: true }),
        })
      ).status,
    ).toBe(201);
    const request = await server.request('/api/reservation-attempt', {
      method: 'POST',
      body: {
        customerName: 'Ana',
        customerEmail: 'otra@example.com',
        customerPhone: '0034612345678',
        date: '2026-11-28',
        startTime: '21:00',
        endTime: '23:00',
        partySize: 12,
        preferredSection: 'VIP',
        specialRequests: null,
      },
    });
    expect(request.status).toBe(201);

    const { bookings, requests, guests } = stored(server.dataDir);
    expect(guests).toEqual([{ id: 1, name: 'Ana Pérez', phone: '612345678', email: 'ana@example.com' }]);
    expect(bookings.map((booking) => booking.guest)).toEqual([1, 1, 1, null]);
    expect(requests).toEqual([{ name: 'Ana', guest: 1 }]);
  });
});

describe("a guest's card belongs to staff", () => {
  it("a public booking or request with a regular's phone and a stranger's e-mail links to the regular but adds nothing to the card; staff's bookings still complete it", async () => {
    server = await startTestServer({ seed: 'demo' });
    const token = await server.login();
    const staff = { isAdminAction: true, customerEmail: 'admin@restaurante.local' };
    expect((await server.request('/api/reservations', { method: 'POST', token, body: dinerBooking({ ...staff, customerName: 'Carmen Ruiz', customerPhone: '622 111 333' }) })).status).toBe(201);
    const stranger = await server.request('/api/reservations', {
      method: 'POST',
      body: dinerBooking({ customerName: 'Otro', customerEmail: 'extrano@example.com', customerPhone: '622111333', date: '2026-11-24' }),
    });
    expect(stranger.status).toBe(201);
    const request = await server.request('/api/reservation-attempt', {
      method: 'POST',
      body: {
        customerName: 'Otro',
        customerEmail: 'extrano@example.com',
        customerPhone: '622111333',
        date: '2026-11-28',
        startTime: '21:00',
        endTime: '23:00',
        partySize: 12,
        preferredSection: 'VIP',
        specialRequests: null,
      },
    });
    expect(request.status).toBe(201);
    expect(stored(server.dataDir).guests).toEqual([{ id: 1, name: 'Carmen Ruiz', phone: '622111333', email: null }]);
    expect(stored(server.dataDir).bookings.map((booking) => booking.guest)).toEqual([1, 1]);

    expect(
      (
        await server.request('/api/reservations', {
          method: 'POST',
          token,
          body: dinerBooking({ isAdminAction: true, customerName: 'Carmen Ruiz', customerEmail: 'carmen@example.com', customerPhone: '622111333', date: '2026-11-25' }),
        })
      ).status,
    ).toBe(201);
    expect(stored(server.dataDir).guests).toEqual([{ id: 1, name: 'Carmen Ruiz', phone: '622111333', email: 'carmen@example.com' }]);
  });
});

describe('a row linked as it is written, not at the next start', () => {
  it('a booking typed in with no contact joins the guest once staff give it a phone', async () => {
    server = await startTestServer({ seed: 'demo' });
    const token = await server.login();
    const staff = { isAdminAction: true, customerEmail: 'admin@restaurante.local', customerPhone: '000000000' };
    const walkIn = await server.request<Reservation>('/api/reservations', { method: 'POST', token, body: dinerBooking({ ...staff, customerName: 'Pedro' }) });
    expect(walkIn.status).toBe(201);
    expect(stored(server.dataDir).bookings).toEqual([{ name: 'Pedro', guest: null }]);
    const edited = await server.request(`/api/reservations/${walkIn.body.id}`, { method: 'PUT', token, body: { customerPhone: '633 444 555' } });
    expect(edited.status).toBe(200);
    expect(stored(server.dataDir)).toMatchObject({ bookings: [{ name: 'Pedro', guest: 1 }], guests: [{ id: 1, name: 'Pedro', phone: '633444555', email: null }] });
  });

  it('erasing a diner by e-mail takes the card; a booking of theirs that holds only the phone, so is kept, joins the guest that phone is', async () => {
    server = await startTestServer({ seed: 'demo' });
    const token = await server.login();
    expect(
      (await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ customerName: 'Ana Pérez', customerEmail: 'ana@example.com', customerPhone: '612 345 678' }) })).status,
    ).toBe(201);
    const phoned = { isAdminAction: true, customerName: 'Ana', customerEmail: 'admin@restaurante.local', customerPhone: '612345678', date: '2026-11-24' };
    expect((await server.request('/api/reservations', { method: 'POST', token, body: dinerBooking(phoned) })).status).toBe(201);
    expect(stored(server.dataDir).guests).toEqual([{ id: 1, name: 'Ana Pérez', phone: '612345678', email: 'ana@example.com' }]);

    const erased = await server.request('/api/admin/guests/erase', { method: 'POST', token, body: { email: 'ana@example.com' } });
    expect(erased.body).toMatchObject({ reservations: 1 });
    expect(stored(server.dataDir)).toEqual({
      bookings: [
        { name: 'Ana', guest: 2 },
        { name: 'Datos borrados', guest: null },
      ],
      requests: [],
      guests: [{ id: 2, name: 'Ana', phone: '612345678', email: null }],
    });
  });
});

describe("a guest's profile", () => {
  it("counts visits, no-shows and cancellations from the bookings, shows them with staff's notes, allergies and tags on the day's rows (open dashboards told), and is found by name, phone or e-mail", async () => {
    server = await startTestServer({ seed: 'demo' });
    const token = await server.login();
    const ana = { customerName: 'Ana Pérez', customerEmail: 'ana@example.com', customerPhone: '612 345 678' };
    const book = async (date: string, partySize: number) =>
      (await server!.request<Reservation>('/api/reservations', { method: 'POST', token, body: dinerBooking({ ...ana, date, partySize, isAdminAction: true }) })).body.id;
    const came = await book('2026-11-23', 4);
    const missed = await book('2026-11-24', 4);
    const called = await book('2026-11-25', 2);
    await book('2026-11-26', 4);
    expect((await server.request(`/api/reservations/${came}/checkin`, { method: 'PATCH', token, body: { hasArrived: true } })).status).toBe(200);
    // The evening of the 24th, once the party is 15 minutes late.
    server.clock.set('2026-11-24T20:15:00+01:00');
    expect((await server.request(`/api/reservations/${missed}/no-show`, { method: 'PATCH', token, body: { noShow: true } })).status).toBe(200);
    expect((await server.request(`/api/reservations/${called}`, { method: 'DELETE', token })).status).toBe(200);

    const [row] = (await server.request('/api/reservations/date/2026-11-26', { token })).body as { guest: { id: number } }[];
    expect(row?.guest).toEqual({ id: 1, visits: 1, noShows: 1, recentNoShows: 1, cancellations: 1, tags: [], allergies: [], allergyNotes: null, notes: null });

    const stream = await openEventStream(server.url, token);
    const saved = await server.request(`/api/admin/guests/1`, {
      method: 'PUT',
      token,
      body: { notes: ' Prefiere ventana ', allergies: ['Gluten'], allergyNotes: 'Kiwi', tags: ['habitual', 'habitual', 'VIP'] },
    });
    expect(saved.status).toBe(200);
    // Open dashboards are told, so their rows and 'Clientes' read the guest again.
    expect(await stream.next('guest-changed')).toEqual({ kind: 'guest-changed', id: 1 });
    stream.close();
    expect(saved.body).toMatchObject({ notes: 'Prefiere ventana', allergies: ['Gluten'], allergyNotes: 'Kiwi', tags: ['habitual', 'VIP'] });
    expect(((await server.request('/api/reservations/date/2026-11-26', { token })).body as { guest: unknown }[])[0]?.guest).toMatchObject({
      notes: 'Prefiere ventana',
      allergies: ['Gluten'],
      tags: ['habitual', 'VIP'],
    });

    const profile = await server.request('/api/admin/guests/1', { token });
    expect(profile.body).toMatchObject({
      name: 'Ana Pérez',
      phone: '612345678',
      email: 'ana@example.com',
      visits: 1,
      noShows: 1,
      cancellations: 1,
      firstVisit: '2026-11-23',
      lastVisit: '2026-11-23',
      usualPartySize: 4,
    });
    expect(profile.body.bookings.map((booking: { date: string; status: string }) => [booking.date, booking.status])).toEqual([
      ['2026-11-26', 'confirmed'],
      ['2026-11-25', 'cancelled'],
      ['2026-11-24', 'no-show'],
      ['2026-11-23', 'confirmed'],
    ]);
    for (const q of ['ana', '612 34', 'ANA@EXAMPLE']) {
      expect((await server.request(`/api/admin/guests?q=${encodeURIComponent(q)}`, { token })).body).toEqual([
        { id: 1, name: 'Ana Pérez', phone: '612345678', email: 'ana@example.com', visits: 1, noShows: 1, lastVisit: '2026-11-23', tags: ['habitual', 'VIP'] },
      ]);
    }
    expect((await server.request('/api/admin/guests?q=nadie', { token })).body).toEqual([]);
  });

  it('refuses in Spanish an allergen not on the list, an unknown guest, and anyone not signed in; the privacy export keeps its own address', async () => {
    server = await startTestServer({ seed: 'demo' });
    const token = await server.login();
    await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: 'luis@example.com' }) });
    const wrong = await server.request('/api/admin/guests/1', { method: 'PUT', token, body: { notes: null, allergies: ['Kiwi'], allergyNotes: null, tags: [] } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Las alergias se eligen de los 14 alérgenos de la lista');
    const unknown = await server.request('/api/admin/guests/99', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Cliente no encontrado');
    expect((await server.request('/api/admin/guests?q=luis')).status).toBe(401);
    expect((await server.request('/api/admin/guests/export?email=luis@example.com', { token })).body.guest).toMatchObject({ email: 'luis@example.com' });
  });
});

describe('searching the guest book', () => {
  it("finds a name by its words in any order whatever the accents and case, takes '%' and '_' as typed", async () => {
    server = await startTestServer({ seed: 'demo' });
    const token = await server.login();
    const book = (customerName: string, customerPhone: string) =>
      server!.request('/api/reservations', {
        method: 'POST',
        token,
        body: dinerBooking({ customerName, customerPhone, customerEmail: `${customerPhone}@example.com`, date: '2026-11-26', isAdminAction: true }),
      });
    for (const [name, phone] of [
      ['María José García', '600000001'],
      ['Mario Ruiz', '600000002'],
      ['Ana 100% Pérez', '600000003'],
    ] as const)
      expect((await book(name, phone)).status).toBe(201);
    const names = async (q: string) => ((await server!.request(`/api/admin/guests?q=${encodeURIComponent(q)}`, { token })).body as { name: string }[]).map((guest) => guest.name);
    expect(await names('maria')).toEqual(['María José García']);
    expect(await names('GARCÍA maría')).toEqual(['María José García']);
    expect(await names('mari')).toEqual(['María José García', 'Mario Ruiz']);
    expect(await names('100%')).toEqual(['Ana 100% Pérez']);
    expect(await names('%')).toEqual(['Ana 100% Pérez']);
    expect(await names('_')).toEqual([]);
    expect(await names('')).toHaveLength(3);
  });
});

describe('bookings stored before the guest book', () => {
  it('are linked on the first start after the migration, each contact to one guest', () => {
    const older = databaseBefore('0010');
    const insert = older.db.$client.prepare(
      `INSERT INTO reservations (id, customer_name, customer_email, customer_phone, date, start_time, end_time, time, party_size, confirmation_number, starts_at, ends_at, created_at, anonymised_at)
       VALUES (?, ?, ?, ?, '2026-10-20', '21:00', '23:00', '21:00', 2, ?, 100, 220, ?, ?)`,
    );
    insert.run('a', 'Luis Gómez', 'luis@example.com', '699 111 222', 'RES-A', '2026-10-01T10:00:00Z', null);
    insert.run('b', 'Luis', 'LUIS@example.com', '000000000', 'RES-B', '2026-10-02T10:00:00Z', null);
    insert.run('c', 'Marta', 'admin@restaurante.local', '+34699111222', 'RES-C', '2026-10-03T10:00:00Z', null);
    insert.run('d', '', '', '', 'RES-D', '2026-10-04T10:00:00Z', '2026-10-05T00:00:00Z');
    insert.run('e', 'Sin datos', 'admin@restaurante.local', '000000000', 'RES-E', '2026-10-06T10:00:00Z', null);
    const after = older.reopen();
    expect(after.$client.prepare('SELECT id, guest_id AS guest FROM reservations ORDER BY id').all()).toEqual([
      { id: 'a', guest: 1 },
      { id: 'b', guest: 1 },
      { id: 'c', guest: 1 },
      { id: 'd', guest: null },
      { id: 'e', guest: null },
    ]);
    expect(after.$client.prepare('SELECT name, phone_key AS phone, email_key AS email FROM guests').all()).toEqual([{ name: 'Luis Gómez', phone: '699111222', email: 'luis@example.com' }]);
    older.close();
  });

  it('fold the names of guests stored before searches folded them, so they are found without accents', () => {
    const older = databaseBefore('0011');
    older.db.$client.prepare("INSERT INTO guests (name, phone_key) VALUES ('Íñigo Martínez', '699111222')").run();
    const after = older.reopen();
    expect(after.$client.prepare('SELECT name_key AS key FROM guests').all()).toEqual([{ key: 'inigo martinez' }]);
    older.close();
  });
});
