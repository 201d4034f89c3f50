/** The staff-only stream of live changes: what every open dashboard hears, and who may listen. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_VENUE } from '../../shared/venue';
import { addTables, cancelAsDiner, dinerBooking, staffBooking } from '../helpers/booking';
import { openEventStream, type EventStream } from '../helpers/event-stream';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let token: string;
let stream: EventStream | null = null;
let tableId: number;

beforeEach(async () => {
  server = await startTestServer({ now: '2026-11-23T12:00:00+01:00' });
  token = await server.login();
  const [table] = await addTables(server, token, [{ tableNumber: 1, minCapacity: 1, maxCapacity: 4 }]);
  tableId = table?.id ?? 0;
});

afterEach(async () => {
  stream?.close();
  stream = null;
  await server.close();
});

describe('who may listen', () => {
  it.each([
    ['no token', null],
    ['a stale token', 'caducado'],
  ])('answers 401 to %s', async (_label, auth) => {
    const refused = await openEventStream(server.url, auth);
    expect(refused.status).toBe(401);
  });

  it('streams to a signed-in dashboard as server-sent events that no proxy may transform', async () => {
    const response = await fetch(`${server.url}/api/admin/events`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    await response.body?.cancel();
  });

  it('ends the stream of a device signed out by a password change, at the next change, without telling it', async () => {
    const otherDevice = await server.login();
    stream = await openEventStream(server.url, otherDevice);
    const changed = await server.request('/api/admin/settings/password', {
      method: 'POST',
      token,
      body: { currentPassword: ADMIN_PASSWORD, newPassword: 'otra-clave-larga', repeatPassword: 'otra-clave-larga' },
    });
    expect(changed.status).toBe(200);
    await server.request('/api/reservations', { method: 'POST', body: dinerBooking() });
    await stream.ended;
    expect(stream.received).toEqual([]);
    expect((await openEventStream(server.url, otherDevice)).status).toBe(401);
  });
});

describe('what an open dashboard hears', () => {
  beforeEach(async () => {
    stream = await openEventStream(server.url, token);
    expect(stream.status).toBe(200);
  });

  it('a diner’s booking, then its cancel by the diner', async () => {
    const booked = await server.request('/api/reservations', { method: 'POST', body: dinerBooking() });
    expect(await stream?.next('reservation-created')).toEqual({ kind: 'reservation-created', id: booked.body.id });
    await cancelAsDiner(server, booked.body);
    expect(await stream?.next('reservation-cancelled')).toEqual({ kind: 'reservation-cancelled', id: booked.body.id });
  });

  it('another screen’s booking, arrival, departure and edit', async () => {
    const booked = await server.request('/api/reservations', { method: 'POST', token, body: staffBooking({ tableId }) });
    expect((await stream?.next('reservation-created'))?.id).toBe(booked.body.id);
    await server.request(`/api/reservations/${booked.body.id}/checkin`, { method: 'PATCH', token, body: { hasArrived: true } });
    expect((await stream?.next('reservation-updated'))?.id).toBe(booked.body.id);
    await server.request(`/api/reservations/${booked.body.id}/checkout`, { method: 'PATCH', token });
    expect((await stream?.next('reservation-updated'))?.id).toBe(booked.body.id);
    await server.request(`/api/reservations/${booked.body.id}`, { method: 'PUT', token, body: { partySize: 3 } });
    expect((await stream?.next('reservation-updated'))?.id).toBe(booked.body.id);
  });

  it('a table moved, a VIP request stored and declined, a menu change and the venue edited on Ajustes', async () => {
    await server.request(`/api/admin/tables/${tableId}`, { method: 'PUT', token, body: { positionX: 4, positionY: 8 } });
    expect(await stream?.next('table-changed')).toEqual({ kind: 'table-changed', id: tableId });
    await server.request('/api/reservation-attempt', {
      method: 'POST',
      body: {
        customerName: 'Marta Gil',
        customerEmail: 'marta@example.com',
        customerPhone: '600111222',
        date: '2026-11-28',
        startTime: '21:00',
        endTime: '23:00',
        partySize: 12,
        preferredSection: 'VIP',
      },
    });
    const request = await stream?.next('attempt-created');
    expect(request?.kind).toBe('attempt-created');
    await server.request(`/api/admin/reservation-attempts/${request?.id}/decline`, { method: 'POST', token, body: {} });
    expect(await stream?.next('attempt-declined')).toEqual({ kind: 'attempt-declined', id: request?.id });
    const section = await server.request('/api/admin/menu/sections', { method: 'POST', token, body: { name: 'Postres' } });
    expect(await stream?.next('menu-changed')).toEqual({ kind: 'menu-changed', id: section.body.id });
    await server.request('/api/admin/settings/venue', { method: 'PUT', token, body: DEMO_VENUE });
    expect(await stream?.next('venue-changed')).toEqual({ kind: 'venue-changed', id: 'venue' });
  });

  it('a start slot closed, then opened again, as a change of that date', async () => {
    await server.request('/api/admin/time-slots/2026-11-28/21:00', { method: 'PUT', token, body: { available: false } });
    expect(await stream?.next('calendar-changed')).toEqual({ kind: 'calendar-changed', id: '2026-11-28' });
    await server.request('/api/admin/time-slots/2026-11-28/21:00', { method: 'DELETE', token });
    expect(await stream?.next('calendar-changed')).toEqual({ kind: 'calendar-changed', id: '2026-11-28' });
  });

  it('nothing for a write that was refused', async () => {
    const refused = await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ partySize: 6 }) });
    expect(refused.status).toBe(409);
    await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: 'otra@example.com' }) });
    await stream?.next('reservation-created');
    expect(stream?.received).toEqual([]);
  });

  it('is ended by the server when it stops, so stopping does not wait on open dashboards', async () => {
    await server.close();
    await stream?.ended;
  }, 5_000);
});
