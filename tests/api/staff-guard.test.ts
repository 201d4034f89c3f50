/**
 * The one staff guard: every staff route answers 401 without a valid session, and on the paths
 * diners share the staff variant is reached only through the guard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTables, dinerBooking, staffBooking } from '../helpers/booking';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let token: string;
const RESERVATION = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

beforeAll(async () => {
  server = await startTestServer({ now: '2026-11-23T12:00:00+01:00' });
  token = await server.login();
  await addTables(server, token, [{ tableNumber: 1, minCapacity: 1, maxCapacity: 4 }]);
});

afterAll(async () => {
  await server.close();
});

const day = async () => (await server.request('/api/reservations/date/2026-11-23', { token })).body as { status: string }[];

describe('without a valid session every staff route answers 401', () => {
  it.each([
    ['GET', '/api/reservations/date/2026-11-23'],
    ['PUT', `/api/reservations/${RESERVATION}`],
    ['PATCH', `/api/reservations/${RESERVATION}/checkin`],
    ['PATCH', `/api/reservations/${RESERVATION}/checkout`],
    ['PATCH', `/api/reservations/${RESERVATION}/no-show`],
    ['GET', '/api/admin/events'],
    ['POST', '/api/objects/upload'],
    ['GET', '/api/admin/tables'],
    ['GET', '/api/admin/dashboard'],
    ['GET', '/api/admin/reservation-attempts'],
    ['GET', '/api/admin/time-slots/2026-11-23'],
    ['GET', '/api/admin/menu/sections'],
    ['GET', '/api/admin/dashboard/categories-only'],
  ])('%s %s', async (method, pathname) => {
    for (const auth of [null, 'caducado']) {
      const answer = await server.request(pathname, { method, token: auth, body: method === 'GET' ? undefined : {} });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'unauthorized', message: 'No autorizado: inicia sesión como administrador.' });
    }
  });
});

describe('paths diners and staff share', () => {
  it('a booking flagged as the dashboard’s needs a valid session and stores nothing without one', async () => {
    for (const auth of [null, 'caducado']) {
      const answer = await server.request('/api/reservations', { method: 'POST', token: auth, body: staffBooking() });
      expect(answer.status).toBe(401);
    }
    expect(await day()).toEqual([]);
  });

  it('a cancel carrying a token is the staff cancel: refused with a stale token, allowed after the start with a valid one', async () => {
    const booked = await server.request('/api/reservations', { method: 'POST', body: dinerBooking() });
    server.clock.set('2026-11-23T20:30:00+01:00');
    try {
      const stale = await server.request(`/api/reservations/${booked.body.id}`, { method: 'DELETE', token: 'caducado' });
      expect(stale.status).toBe(401);
      expect((await day())[0]?.status).toBe('confirmed');
      const staff = await server.request(`/api/reservations/${booked.body.id}`, { method: 'DELETE', token });
      expect(staff.body.status).toBe('cancelled');
    } finally {
      server.clock.set('2026-11-23T12:00:00+01:00');
    }
  });

  it('staff see the tables of a slot closed to diners; a stale token sees nothing', async () => {
    await server.request('/api/admin/time-slots/2026-11-24/21:00', { method: 'PUT', token, body: { available: false } });
    const range = '/api/tables/range/2026-11-24/21:00/23:00?partySize=2&preferredSection=Sal%C3%B3n';
    expect((await server.request(range)).body.availableTables).toEqual([]);
    expect((await server.request(range, { token })).body.availableTables).toEqual([1]);
    expect((await server.request(range, { token: 'caducado' })).status).toBe(401);
  });

  it('an unknown /api path is still a JSON 404', async () => {
    const answer = await server.request('/api/no-existe');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 'not-found', message: 'Ruta no encontrada' });
  });
});
