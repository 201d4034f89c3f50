import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../tests/helpers/server';
import { isServiceHours } from './service-hours';
import { calendarFrom, followVenueHours } from './venue-hours';

describe("followVenueHours: the kiosk reads the owner's calendar from its own server", () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ now: '2026-12-07T12:00:00+01:00' });
    token = await server.login();
  });
  afterAll(() => server.close());

  it('keeps the screen awake on an open evening and lets it sleep once the owner closes that date', async () => {
    const evening = new Date('2026-12-07T21:00:00+01:00');
    const hours = followVenueHours(calendarFrom(() => server.url));
    await hours.refresh(evening);
    expect(isServiceHours(evening, hours.calendar())).toBe(true);

    const closed = await server.request('/api/admin/calendar/days/2026-12-07', { method: 'PUT', token, body: { closed: true, note: 'Cerrado por inventario' } });
    expect(closed.status).toBe(200);
    await hours.refresh(evening);
    expect(isServiceHours(evening, hours.calendar())).toBe(false);
  });

  it('keeps the hours it read last while the server does not answer, and the specification’s week before any', async () => {
    const evening = new Date('2026-12-07T21:00:00+01:00');
    let origin: string | null = null;
    const hours = followVenueHours(calendarFrom(() => origin));
    await hours.refresh(evening);
    expect(isServiceHours(evening, hours.calendar())).toBe(true);

    origin = server.url;
    await hours.refresh(evening);
    expect(isServiceHours(evening, hours.calendar())).toBe(false);
    origin = 'http://127.0.0.1:9';
    await hours.refresh(evening);
    expect(isServiceHours(evening, hours.calendar())).toBe(false);
  });
});
