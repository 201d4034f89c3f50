import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUE_MESSAGES } from '../../shared/messages/venue';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import type { PublicVenue } from '../../shared/api/dto';
import { DEFAULT_WEEK, weekMondayFirst } from '../../shared/calendar';
import type { VenueDetails } from '../../shared/schemas/venue';
import { DEMO_VENUE } from '../../shared/venue';
import { startTestServer, type TestServer } from '../helpers/server';

const M = VENUE_MESSAGES;
/** The specification's week, as every venue answer carries it until the owner sets another. */
const DEFAULT_HOURS = weekMondayFirst(DEFAULT_WEEK);

const EDITED: VenueDetails = {
  ...DEMO_VENUE,
  name: 'La Posada del Valle',
  description: 'Cocina de sierra junto a la estación.',
  phone: '+34 600 11 22 33',
  email: 'hola@posadadelvalle.es',
};

describe('venue settings', () => {
  describe('on a database the demo seeded', () => {
    let server: TestServer;
    let token: string;

    beforeAll(async () => {
      server = await startTestServer({ seed: 'demo' });
      token = await server.login();
    });
    afterAll(() => server.close());

    const read = () => server.request<PublicVenue>('/api/venue');
    const save = (body: unknown, withToken = true) => server.request<VenueDetails & { message?: string }>('/api/admin/settings/venue', { method: 'PUT', body, token: withToken ? token : undefined });

    it('serves the demo venue to anyone', async () => {
      const answer = await read();
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ...DEMO_VENUE, week: DEFAULT_HOURS });
    });

    it('refuses an edit without a session and keeps the venue as it was', async () => {
      const answer = await save(EDITED, false);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'unauthorized', message: AUTH_MESSAGES.required });
      expect((await read()).body.name).toBe(DEMO_VENUE.name);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a blank name', { name: '  ' }, M.name(80)],
      ['a tax id of the wrong length', { taxId: 'B123' }, M.taxId],
      ['a four-digit postal code', { address: { ...EDITED.address, postalCode: '2843' } }, M.postalCode],
      ['a phone of seven digits', { phone: '918 57 12' }, M.phone],
      ['an e-mail without a domain', { email: 'hola@' }, M.email],
      ['a WhatsApp number with +', { whatsapp: '+34612345678' }, M.whatsapp],
      ['a reviews link over plain http', { links: { ...EDITED.links, reviews: 'http://example.com' } }, M.link],
      ['a hero photo from elsewhere', { heroImageUrl: 'https://example.com/portada.jpg' }, M.heroImage],
      ['a hero photo that was never uploaded', { heroImageUrl: '/objects/uploads/0b7c3c1e-8c1a-4f7e-9b7a-2a1f6f0d9a11' }, M.heroImage],
    ])('refuses %s with a Spanish message and changes nothing', async (_case, change, message) => {
      const answer = await save({ ...EDITED, ...change });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect((await read()).body.name).toBe(DEMO_VENUE.name);
    });

    it('stores an edit, trimmed and normalised, and serves it from then on', async () => {
      const answer = await save({ ...EDITED, name: '  La Posada del Valle ', taxId: 'b88765432', email: 'Hola@PosadaDelValle.es' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ...EDITED, taxId: 'B88765432', week: DEFAULT_HOURS });
      expect((await read()).body).toEqual({ ...EDITED, taxId: 'B88765432', week: DEFAULT_HOURS });
    });

    it("states the calendar's week, and follows the owner's new week", async () => {
      const dinner = { name: 'Cena', firstStart: '20:00', lastStart: '22:30', lastEnd: '23:30', maxCovers: null };
      const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, services: weekday === 1 ? [] : [dinner] }));
      expect((await server.request('/api/admin/calendar/week', { method: 'PUT', token, body: week })).status).toBe(200);
      expect((await read()).body.week).toEqual(week);
      const spec = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, services: DEFAULT_WEEK[weekday % 7] }));
      expect((await server.request('/api/admin/calendar/week', { method: 'PUT', token, body: spec })).status).toBe(200);
    });

    it('takes a hero photo uploaded through the image pipeline', async () => {
      const issued = await server.request<{ uploadURL: string }>('/api/objects/upload', { method: 'POST', body: {}, token });
      const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#7c2d12' } })
        .jpeg()
        .toBuffer();
      const stored = (await (await fetch(issued.body.uploadURL, { method: 'PUT', body: new Uint8Array(jpeg), headers: { 'content-type': 'image/jpeg' } })).json()) as { objectPath: string };
      const answer = await save({ ...EDITED, heroImageUrl: stored.objectPath });
      expect(answer.status).toBe(200);
      expect((await read()).body.heroImageUrl).toBe(stored.objectPath);
    });
  });

  it('answers 404 with what to do while no venue has been described (SEED=none)', async () => {
    const server = await startTestServer({ seed: 'none' });
    try {
      const answer = await server.request('/api/venue');
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'not-found', message: M.notConfigured });
    } finally {
      await server.close();
    }
  });
});
