/** 'Tabletas del local': the dashboard opened to this computer's real network addresses, for real. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAN_MESSAGES } from '../../shared/messages/lan';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import type { LanView } from '../../shared/schemas/lan';
import { lanAddresses } from '../../server/network/lan';
import { signedInServer, startTestServer, type TestServer } from '../helpers/server';

/** A request from this computer's network address, as a tablet on the restaurant's Wi-Fi would make it. */
function fromTheNetwork(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return fetch(url, { ...init, signal: AbortSignal.timeout(3_000) }).then(
    async (response) => ({ status: response.status, body: await response.text() }),
    () => null,
  );
}

describe('the dashboard on the restaurant’s network', () => {
  const context = signedInServer();
  const lan = (body?: unknown, signedIn = true) =>
    context.server.request<LanView & { message?: string }>('/api/admin/settings/lan', { method: body === undefined ? 'GET' : 'PUT', body, token: signedIn ? context.token : undefined });
  const address = lanAddresses()[0];
  const port = () => new URL(context.server.url).port;

  it('needs a network connection on the machine running the tests', () => {
    expect(address, 'this test needs an IPv4 network interface besides loopback').toBeTruthy();
  });

  it('is closed by default: nothing answers on the network address', async () => {
    expect((await lan()).body).toEqual({ enabled: false, addresses: [], fixedByHost: false });
    expect(await fromTheNetwork(`http://${address}:${port()}/api/health`)).toBeNull();
  });

  it('refuses a change without a session, and a body that is not yes or no', async () => {
    expect((await lan({ enabled: true }, false)).status).toBe(401);
    const bad = await lan({ enabled: 'sí' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(LAN_MESSAGES.enabled);
  });

  it('opens on the network address with the port in use, shows the dashboard’s address, and closes again', async () => {
    const opened = await lan({ enabled: true });
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ enabled: true, addresses: lanAddresses().map((ip) => `http://${ip}:${port()}/dashboard`), fixedByHost: false });
    expect((await fromTheNetwork(`http://${address}:${port()}/api/health`))?.status).toBe(200);

    const closed = await lan({ enabled: false });
    expect(closed.body).toEqual({ enabled: false, addresses: [], fixedByHost: false });
    expect(await fromTheNetwork(`http://${address}:${port()}/api/health`)).toBeNull();
  });

  it('counts a tablet’s wrong passwords by its own address: a made-up X-Forwarded-For is not believed from the network', async () => {
    await lan({ enabled: true });
    const login = (attempt: number) =>
      fromTheNetwork(`http://${address}:${port()}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${attempt}` },
        body: JSON.stringify({ password: 'no-es-esta' }),
      });
    for (let attempt = 1; attempt <= 10; attempt++) expect((await login(attempt))?.status).toBe(401);
    expect((await login(11))?.status).toBe(429);
    // This computer itself is another client, not limited with the tablet.
    expect((await context.server.request('/api/auth/login', { method: 'POST', body: { password: 'no-es-esta' } })).status).toBe(401);
  });
});

describe('a server started with HOST=0.0.0.0, on every network', () => {
  const context = signedInServer({ host: '0.0.0.0' });

  it('says so on Ajustes, which cannot close it', async () => {
    const port = new URL(context.server.url).port;
    const view = await context.server.request<LanView>('/api/admin/settings/lan', { token: context.token });
    expect(view.body).toEqual({ enabled: true, addresses: lanAddresses().map((ip) => `http://${ip}:${port}/dashboard`), fixedByHost: true });
  });
});

describe('a new install started with HOST=0.0.0.0', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ host: '0.0.0.0', adminPassword: null });
  });
  afterAll(() => server?.close());

  it('does not let a tablet claim the first-run password, whatever X-Forwarded-For it sends', async () => {
    const claim = await fromTheNetwork(`http://${lanAddresses()[0]}:${new URL(server.url).port}/api/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1' },
      body: JSON.stringify({ newPassword: 'una-clave-larga', repeatPassword: 'una-clave-larga' }),
    });
    expect(claim?.status).toBe(403);
    expect(JSON.parse(claim?.body ?? '{}')).toEqual({ code: 'forbidden', message: AUTH_MESSAGES.setupLocalOnly });
  });
});
