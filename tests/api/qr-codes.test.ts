import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import type { QrSheet } from '../../shared/qr-codes';
import { scanQr } from '../helpers/qr';
import { signedInServer } from '../helpers/server';

const PUBLIC_URL = 'https://mesa.valhalla-alpedrete.es';

describe('the QR codes of Ajustes', () => {
  describe('with a public address', () => {
    const context = signedInServer({ publicUrl: PUBLIC_URL });
    const read = (token?: string) => context.server.request<QrSheet & { message?: string }>('/api/admin/settings/qr-codes', { token });

    it('refuses a request without a session', async () => {
      const answer = await read();
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'unauthorized', message: AUTH_MESSAGES.required });
    });

    it('draws the menu’s and the booking form’s codes as SVG, and each scans to its page on the public address', async () => {
      const answer = await read(context.token);
      expect(answer.status).toBe(200);
      expect(answer.body.publicUrl).toBe(PUBLIC_URL);
      expect(answer.body.codes.map(({ target, url }) => [target, url])).toEqual([
        ['menu', `${PUBLIC_URL}/menu`],
        ['booking', `${PUBLIC_URL}/#reservar`],
      ]);
      for (const code of answer.body.codes) {
        expect(code.svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
        expect(await scanQr(Buffer.from(code.svg), 'svg')).toBe(code.url);
      }
    });
  });

  describe('without one', () => {
    const context = signedInServer({ publicUrl: null });

    it('draws no code: one pointing at this computer would lead a diner’s phone nowhere', async () => {
      const answer = await context.server.request<QrSheet>('/api/admin/settings/qr-codes', { token: context.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ publicUrl: null, codes: [] });
    });
  });
});
