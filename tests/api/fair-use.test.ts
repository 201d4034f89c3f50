/**
 * Fair use of the public forms, with the limits on (RATE_LIMITS unset). Each client's address is
 * set as the trusted proxy on this computer reports it: X-Forwarded-For from loopback.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../server/start';
import { addTables, dinerBooking, largeGroupRequest, staffBooking } from '../helpers/booking';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let token: string;

beforeEach(async () => {
  server = await startTestServer({ rateLimits: true });
  token = await server.login();
  // Enough Salón tables for every booking of a test: the limits, not the floor, must refuse.
  await addTables(
    server,
    token,
    Array.from({ length: 12 }, (_, i) => ({ tableNumber: i + 1, minCapacity: 1, maxCapacity: 4 })),
  );
});

afterEach(async () => {
  await server.close();
});

const from = (address: string) => ({ 'x-forwarded-for': address });

/** The n-th distinct diner's booking: own e-mail and phone, so only the client's rate matters. */
const diner = (n: number, overrides: Record<string, unknown> = {}) =>
  dinerBooking({ customerEmail: `comensal${n}@example.com`, customerPhone: `6000000${String(n).padStart(2, '0')}`, date: `2026-11-${String(24 + (n % 5)).padStart(2, '0')}`, ...overrides });

const book = (body: Record<string, unknown>, address: string) => server.request('/api/reservations', { method: 'POST', body, headers: from(address) });

const HOUR = 60 * 60 * 1000;
const advance = (ms: number) => server.clock.set(new Date(server.clock().getTime() + ms));

describe('online bookings from one client', () => {
  it('lets five through in an hour; the sixth is a Spanish 429 that says when to try again, and another client still books', async () => {
    for (let n = 0; n < 5; n++) expect((await book(diner(n), '203.0.113.7')).status).toBe(201);
    advance(20 * 60 * 1000);
    const sixth = await book(diner(5), '203.0.113.7');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      code: 'fair-use',
      message: 'Se han hecho demasiadas reservas desde esta conexión. Vuelve a intentarlo en 40 minutos o llámanos.',
    });
    expect(sixth.headers.get('retry-after')).toBe(String(40 * 60));
    expect((await book(diner(6), '198.51.100.23')).status).toBe(201);
    // Nothing of the refused booking was stored.
    const day = await server.request('/api/reservations/date/2026-11-25', { token });
    expect(day.body.map((r: { customerEmail: string }) => r.customerEmail)).not.toContain('comensal5@example.com');
    advance(40 * 60 * 1000);
    expect((await book(diner(5), '203.0.113.7')).status).toBe(201);
  });

  it('counts an IPv6 client by its /64: eight addresses of one network make five bookings, and the next network still books', async () => {
    const statuses = [];
    for (let n = 0; n < 8; n++) statuses.push((await book(diner(n), `2001:db8:7:1::${(n + 1).toString(16)}`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect((await book(diner(9), '2001:db8:7:2::1')).status).toBe(201);
  });

  it('allows twenty in a day, spread over the hours, and then none until the first is a day old', async () => {
    for (let n = 0; n < 20; n++) {
      if (n > 0 && n % 5 === 0) advance(HOUR);
      expect((await book(diner(n, { customerEmail: `dia${n}@example.com`, customerPhone: `61100${String(n).padStart(4, '0')}` }), '203.0.113.8')).status).toBe(201);
    }
    advance(HOUR);
    const refused = await book(diner(21, { customerEmail: 'dia21@example.com' }), '203.0.113.8');
    expect(refused.status).toBe(429);
    // The first of the twenty was booked four hours ago: room in twenty hours.
    expect(refused.headers.get('retry-after')).toBe(String(20 * 60 * 60));
    expect(refused.body.message).toContain('Vuelve a intentarlo en 20 horas');
  });

  it('are counted in the database: a restart does not reset them', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-fair-'));
    const options = { port: 0, host: '127.0.0.1', dataDir, adminPassword: ADMIN_PASSWORD, seed: 'none' as const, publicUrl: null, staticDir: null, clock: server.clock };
    const search = (url: string) =>
      fetch(`${url}/api/reservations/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from('203.0.113.9') },
        body: JSON.stringify({ email: 'a@example.com', confirmationNumber: 'RES-AAAAAAAA' }),
      });
    try {
      const first = await startServer(options);
      for (let i = 0; i < 10; i++) expect((await search(first.url)).status).toBe(200);
      await first.close();
      const second = await startServer(options);
      expect((await search(second.url)).status).toBe(429);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('never limits staff bookings, signed in from the same address', async () => {
    for (let n = 0; n < 5; n++) await book(diner(n), '127.0.0.1');
    for (let n = 0; n < 8; n++) {
      const answer = await server.request('/api/reservations', { method: 'POST', token, body: staffBooking({ date: '2026-11-30', tableNumber: n + 1 }), headers: from('127.0.0.1') });
      expect(answer.status).toBe(201);
    }
  });
});

describe('live online bookings of one diner on one day', () => {
  it('refuses a third for the same phone, whatever the e-mail or the client, and counts a cancelled one no more', async () => {
    const phone = { customerPhone: '+34 612 345 678' };
    const first = await book(diner(1, { ...phone, date: '2026-11-27', startTime: '18:00', endTime: '19:30' }), '203.0.113.10');
    expect(first.status).toBe(201);
    expect((await book(diner(2, { customerPhone: '612345678', date: '2026-11-27', startTime: '20:00', endTime: '21:30' }), '203.0.113.11')).status).toBe(201);
    const third = await book(diner(3, { customerPhone: '612 345 678', date: '2026-11-27', startTime: '22:00', endTime: '23:30' }), '203.0.113.12');
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ code: 'contact-limit', message: 'Este teléfono ya tiene 2 reservas online para ese día. Para otra, llama al restaurante.' });
    // Another day is another day.
    expect((await book(diner(3, { customerPhone: '612345678', date: '2026-11-28' }), '203.0.113.12')).status).toBe(201);
    // Cancelled, the first no longer counts.
    const proof = { email: first.body.customerEmail, confirmationNumber: first.body.confirmationNumber };
    expect((await server.request(`/api/reservations/${first.body.id}`, { method: 'DELETE', body: proof })).status).toBe(200);
    expect((await book(diner(3, { customerPhone: '612 345 678', date: '2026-11-27', startTime: '22:00', endTime: '23:30' }), '203.0.113.12')).status).toBe(201);
  });

  it('refuses a third for the same e-mail, in any case', async () => {
    const email = (value: string, startTime: string, n: number) =>
      diner(n, { customerEmail: value, date: '2026-11-26', startTime, endTime: startTime === '18:00' ? '19:30' : startTime === '20:00' ? '21:30' : '23:30' });
    expect((await book(email('marta@example.com', '18:00', 1), '203.0.113.20')).status).toBe(201);
    expect((await book(email('Marta@Example.com', '20:00', 2), '203.0.113.21')).status).toBe(201);
    const third = await book(email('MARTA@example.com ', '22:00', 3), '203.0.113.22');
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('Este email ya tiene 2 reservas online para ese día. Para otra, llama al restaurante.');
  });

  it('refuses a third for the same mailbox, whatever its +tag', async () => {
    const tagged = (tag: number, startTime: string, endTime: string) => diner(tag, { customerEmail: `luis+${tag}@example.com`, date: '2026-11-26', startTime, endTime });
    expect((await book(tagged(1, '18:00', '19:30'), '203.0.113.23')).status).toBe(201);
    expect((await book(tagged(2, '20:00', '21:30'), '203.0.113.24')).status).toBe(201);
    const third = await book(tagged(3, '22:00', '23:30'), '203.0.113.25');
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ code: 'contact-limit', message: 'Este email ya tiene 2 reservas online para ese día. Para otra, llama al restaurante.' });
  });

  it('refuses a third for the same Gmail mailbox, whatever its dots or googlemail.com', async () => {
    const spelled = (customerEmail: string, n: number, startTime: string, endTime: string) => diner(n, { customerEmail, date: '2026-11-26', startTime, endTime });
    expect((await book(spelled('luis.garcia@gmail.com', 1, '18:00', '19:30'), '203.0.113.26')).status).toBe(201);
    expect((await book(spelled('l.u.i.s.g.a.r.c.i.a@googlemail.com', 2, '20:00', '21:30'), '203.0.113.27')).status).toBe(201);
    const third = await book(spelled('LuisGarcia+cena@gmail.com', 3, '22:00', '23:30'), '203.0.113.28');
    expect(third.status).toBe(409);
    expect(third.body.code).toBe('contact-limit');
    // Dots still tell two people apart elsewhere.
    expect((await book(spelled('luis.garcia@example.com', 4, '22:00', '23:30'), '203.0.113.28')).status).toBe(201);
  });

  it("sees the booking a +tag already holds at that time as the same diner's", async () => {
    expect((await book(diner(1, { customerEmail: 'ana+a@example.com', date: '2026-11-26', startTime: '20:00', endTime: '22:00' }), '203.0.113.29')).status).toBe(201);
    const overlapping = await book(diner(2, { customerEmail: 'ana+b@example.com', date: '2026-11-26', startTime: '21:00', endTime: '22:30' }), '203.0.113.29');
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.message).toBe('Ya tienes una reserva para esta fecha y hora.');
  });

  it('leaves staff bookings for the same phone alone', async () => {
    for (const [n, startTime] of [
      ['1', '18:00'],
      ['2', '20:00'],
    ] as const) {
      await book(diner(Number(n), { customerPhone: '699111222', date: '2026-11-26', startTime, endTime: startTime === '18:00' ? '19:30' : '21:30' }), '203.0.113.30');
    }
    const staff = await server.request('/api/reservations', { method: 'POST', token, body: staffBooking({ customerPhone: '699111222', date: '2026-11-26', startTime: '22:00', endTime: '23:30' }) });
    expect(staff.status).toBe(201);
  });
});

describe('the other public forms', () => {
  const attempt = (n: number) => largeGroupRequest({ customerEmail: `grupo${n}@example.com` });

  it('takes five VIP or large-group requests an hour from one client', async () => {
    for (let n = 0; n < 5; n++) expect((await server.request('/api/reservation-attempt', { method: 'POST', body: attempt(n), headers: from('203.0.113.40') })).status).toBe(201);
    const sixth = await server.request('/api/reservation-attempt', { method: 'POST', body: attempt(5), headers: from('203.0.113.40') });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Se han enviado demasiadas solicitudes desde esta conexión. Vuelve a intentarlo en 60 minutos o llámanos.');
    expect((await server.request('/api/reservation-attempt', { method: 'POST', body: attempt(6), headers: from('203.0.113.41') })).status).toBe(201);
    const listed = await server.request('/api/admin/reservation-attempts', { token });
    expect(listed.body).toHaveLength(6);
  });

  it("answers ten 'Mis reservas' searches in ten minutes from one client, then asks it to wait", async () => {
    const search = (address: string) =>
      server.request('/api/reservations/search', { method: 'POST', body: { email: 'nadie@example.com', confirmationNumber: 'RES-ABCDEFGH' }, headers: from(address) });
    for (let i = 0; i < 10; i++) expect((await search('203.0.113.50')).status).toBe(200);
    advance(4 * 60 * 1000);
    const eleventh = await search('203.0.113.50');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe('Demasiadas búsquedas seguidas. Vuelve a intentarlo en 6 minutos.');
    expect((await search('203.0.113.51')).status).toBe(200);
    advance(6 * 60 * 1000);
    expect((await search('203.0.113.50')).status).toBe(200);
  });

  it("counts a diner's cancels, and the 'Mis reservas' links opened, with the searches: guessing the pair stops at ten", async () => {
    const guess = (n: number) =>
      server.request('/api/reservations/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', {
        method: 'DELETE',
        body: { email: 'nadie@example.com', confirmationNumber: `RES-AAAAAAA${n}` },
        headers: from('203.0.113.60'),
      });
    for (let n = 0; n < 9; n++) expect((await guess(n)).status).toBe(404);
    expect((await server.request('/api/reservations/link', { method: 'POST', body: { token: 'x'.repeat(40) }, headers: from('203.0.113.60') })).status).toBe(404);
    const eleventh = await guess(9);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe('Demasiadas búsquedas seguidas. Vuelve a intentarlo en 10 minutos.');
  });

  describe('likes', () => {
    let categoryId: number;
    let productId: number;
    beforeEach(async () => {
      categoryId = (await server.request('/api/admin/menu/categories', { method: 'POST', token, body: { name: 'Postres' } })).body.id;
      productId = (await server.request('/api/admin/menu/products', { method: 'POST', token, body: { name: 'Flan', categoryId, price: '4' } })).body.id;
    });
    const like = (address: string, cookie?: string) =>
      server.request(`/api/menu/products/${productId}/like`, { method: 'POST', body: {}, headers: { ...from(address), ...(cookie ? { cookie } : {}) } });
    const likesCount = async () => (await server.request(`/api/products/${productId}`)).body.likesCount;
    /** The visitor cookie a like answer set, ready to send back. */
    const visitorCookie = (headers: Headers) =>
      headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith('visitor_id='))
        ?.split(';')[0];

    it('takes thirty likes a minute from one address', async () => {
      const first = await like('203.0.113.60');
      const cookie = visitorCookie(first.headers);
      for (let i = 1; i < 30; i++) expect((await like('203.0.113.60', cookie)).status).toBe(200);
      const refused = await like('203.0.113.60', cookie);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Demasiados «Me gusta» seguidos. Vuelve a intentarlo en 1 minuto.');
      expect((await like('203.0.113.61')).status).toBe(200);
    });

    it('counts at most ten new likers an hour from one client: forty likes without the cookie add ten', async () => {
      const answers = [];
      for (let i = 0; i < 40; i++) answers.push(await like('203.0.113.62'));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
      const refused = answers.at(-1)!;
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 'fair-use', message: 'Se han dado demasiados «Me gusta» desde esta conexión. Vuelve a intentarlo en 60 minutos.' });
      expect(refused.headers.get('retry-after')).toBe(String(60 * 60));
      expect(await likesCount()).toBe(10);
      // A visitor id made up in the cookie is no liker of ours either.
      expect((await like('203.0.113.62', 'visitor_id=4f9c2a1e-7b3d-4c8e-9a6f-2d1b0e5c7a93')).status).toBe(429);
      expect(await likesCount()).toBe(10);
    });

    it('lets a visitor with its cookie like normally while its address makes no more new likers', async () => {
      const returning = visitorCookie((await like('203.0.113.63')).headers)!;
      for (let i = 0; i < 15; i++) await like('203.0.113.63');
      expect((await like('203.0.113.63')).status).toBe(429);
      const other = await server.request('/api/admin/menu/products', { method: 'POST', token, body: { name: 'Natillas', categoryId, price: '4' } });
      const liked = await server.request(`/api/menu/products/${other.body.id}/like`, { method: 'POST', body: {}, headers: { ...from('203.0.113.63'), cookie: returning } });
      expect(liked.status).toBe(200);
      expect(liked.body).toEqual({ likesCount: 1, userHasLiked: true });
    });
  });
});
