/** The tunnel on 'Ajustes', with a fake in place of ngrok: its service cannot be reached from the development machines. */
import { describe, expect, it, vi } from 'vitest';
import { TUNNEL_MESSAGES } from '../../shared/messages/tunnel';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import type { QrSheet } from '../../shared/qr-codes';
import type { TunnelView } from '../../shared/schemas/tunnel';
import { openEventStream } from '../helpers/event-stream';
import { fakeNgrok } from '../helpers/fake-ngrok';
import { signedInServer } from '../helpers/server';

const M = TUNNEL_MESSAGES;
const TUNNEL_URL = 'https://valhalla.ngrok.app';

describe('the tunnel set on Ajustes, with a fake ngrok', () => {
  const ngrok = fakeNgrok();
  const context = signedInServer({ tunnel: { connector: ngrok.connector, retryDelaysMs: [20] } });
  const tunnel = (method = 'GET', body?: unknown, signedIn = true) =>
    context.server.request<TunnelView & { message?: string }>('/api/admin/settings/tunnel', { method, body, token: signedIn ? context.token : undefined });
  const connected = () => vi.waitFor(async () => expect((await tunnel()).body.status.state).toBe('connected'));

  it('refuses every call without a session', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await tunnel(method, method === 'PUT' ? { authtoken: 'tok_1', domain: '' } : undefined, false);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'unauthorized', message: AUTH_MESSAGES.required });
    }
    expect(ngrok.calls).toEqual([]);
  });

  it('is off on a new install, and the site has no public address', async () => {
    expect((await tunnel()).body).toEqual({ settings: null, status: { state: 'off' }, publicUrl: null });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no token at all', { domain: '' }, M.needsToken],
    ['a token with spaces in it', { authtoken: 'dos palabras', domain: '' }, M.authtoken],
    ['a domain with a path', { authtoken: 'tok_1', domain: 'valhalla.ngrok.app/menu' }, M.domain],
    ['a domain without a dot', { authtoken: 'tok_1', domain: 'valhalla' }, M.domain],
  ])('answers 400 to %s, storing nothing and opening nothing', async (_case, body, message) => {
    const answer = await tunnel('PUT', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await tunnel()).body.settings).toBeNull();
    expect(ngrok.calls).toEqual([]);
  });

  it('opens the tunnel to this server with the token and domain, never shows the token again, and the site is known by its address', async () => {
    const stream = await openEventStream(context.server.url, context.token);
    ngrok.answer(TUNNEL_URL);
    const saved = await tunnel('PUT', { authtoken: 'tok_secreto_1', domain: 'Valhalla.ngrok.app' });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual({ domain: 'valhalla.ngrok.app', hasToken: true, tokenUnreadable: false, fromEnvironment: false });
    expect(saved.body.status).toEqual({ state: 'connecting' });
    await connected();
    expect((await stream.next('tunnel-changed')).id).toBe('connecting');
    expect((await stream.next('tunnel-changed')).id).toBe('connected');
    stream.close();

    const view = await tunnel();
    expect(view.body).toEqual({ settings: saved.body.settings, status: { state: 'connected', url: TUNNEL_URL }, publicUrl: TUNNEL_URL });
    expect(JSON.stringify(view.body)).not.toContain('tok_secreto_1');
    expect(ngrok.calls[0]).toMatchObject({ authtoken: 'tok_secreto_1', domain: 'valhalla.ngrok.app' });
    // The tunnel's own entrance on loopback, not the port the front desk uses.
    expect(ngrok.calls[0]?.addr).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(ngrok.calls[0]?.addr).not.toBe(new URL(context.server.url).host);

    const qr = await context.server.request<QrSheet>('/api/admin/settings/qr-codes', { token: context.token });
    expect(qr.body.codes.map((code) => code.url)).toEqual([`${TUNNEL_URL}/menu`, `${TUNNEL_URL}/#reservar`]);
    expect((await context.server.request<string>('/robots.txt')).body).toContain(`Sitemap: ${TUNNEL_URL}/sitemap.xml`);
    expect((await context.server.request<{ publicUrl: string }>('/api/admin/dashboard', { token: context.token })).body.publicUrl).toBe(TUNNEL_URL);
  });

  it('keeps the stored token when only the domain changes, and reopens with it', async () => {
    ngrok.answer('https://mesa.ngrok.app');
    await tunnel('PUT', { domain: 'mesa.ngrok.app' });
    await connected();
    expect(ngrok.calls.at(-1)).toMatchObject({ authtoken: 'tok_secreto_1', domain: 'mesa.ngrok.app' });
    expect(ngrok.closed).toEqual([TUNNEL_URL]);
    expect((await tunnel()).body.publicUrl).toBe('https://mesa.ngrok.app');
  });

  it('says when ngrok refuses the token, in Spanish', async () => {
    ngrok.answer('refused');
    await tunnel('PUT', { authtoken: 'tok_caducado', domain: '' });
    await vi.waitFor(async () => expect((await tunnel()).body.status).toEqual({ state: 'error', message: M.badToken }));
  });

  it('is turned off again, closing the tunnel', async () => {
    ngrok.answer(TUNNEL_URL);
    await tunnel('PUT', { authtoken: 'tok_nuevo', domain: '' });
    await connected();
    const off = await tunnel('DELETE');
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ settings: null, status: { state: 'off' }, publicUrl: null });
    expect(ngrok.closed.at(-1)).toBe(TUNNEL_URL);
  });
});

describe('a tunnel set by NGROK_AUTHTOKEN, with a fake ngrok', () => {
  const ngrok = fakeNgrok(['offline', TUNNEL_URL]);
  const context = signedInServer({
    ngrok: { authtoken: 'tok_entorno', domain: 'valhalla.ngrok.app' },
    tunnel: { connector: ngrok.connector, retryDelaysMs: [20] },
  });

  it('opens at start-up, comes back by itself after the internet was down, and cannot be changed on Ajustes', async () => {
    await vi.waitFor(async () => {
      const view = await context.server.request<TunnelView>('/api/admin/settings/tunnel', { token: context.token });
      expect(view.body).toEqual({
        settings: { domain: 'valhalla.ngrok.app', hasToken: true, tokenUnreadable: false, fromEnvironment: true },
        status: { state: 'connected', url: TUNNEL_URL },
        publicUrl: TUNNEL_URL,
      });
    });
    expect(ngrok.calls.map((call) => call.authtoken)).toEqual(['tok_entorno', 'tok_entorno']);
    const refused = await context.server.request<{ message: string }>('/api/admin/settings/tunnel', { method: 'PUT', token: context.token, body: { authtoken: 'otro', domain: '' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.fromEnvironment);
  });
});

describe('PUBLIC_URL beside a tunnel, with a fake ngrok', () => {
  const context = signedInServer({ publicUrl: 'https://mesa.valhalla-alpedrete.es', ngrok: { authtoken: 'tok_1', domain: null }, tunnel: { connector: fakeNgrok([TUNNEL_URL]).connector } });

  it('stays the address the site is known by: the owner’s own domain comes first', async () => {
    await vi.waitFor(async () => {
      const view = await context.server.request<TunnelView>('/api/admin/settings/tunnel', { token: context.token });
      expect(view.body.status.state).toBe('connected');
      expect(view.body.publicUrl).toBe('https://mesa.valhalla-alpedrete.es');
    });
  });
});
