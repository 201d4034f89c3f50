import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { fakeNgrok } from '../helpers/fake-ngrok';
import { startTestServer, type TestServer } from '../helpers/server';

const M = AUTH_MESSAGES;
const PASSWORD = 'la-clave-del-local';

describe('the first run of a new install (no ADMIN_PASSWORD, nothing stored)', () => {
  let server: TestServer;
  afterEach(() => server?.close());

  /** As the first-run screen posts it: the browser names the page's origin, this server's own. */
  const setup = (body: unknown, headers: Record<string, string> = {}) =>
    server.request<{ sessionToken?: string; message?: string }>('/api/setup', { method: 'POST', body, headers: { origin: server.url, ...headers } });

  it('says what is still to do: the password and, on an empty database, the venue', async () => {
    server = await startTestServer({ adminPassword: null, seed: 'none' });
    expect((await server.request('/api/setup')).body).toEqual({ needsPassword: true, needsVenue: true });
    await server.close();
    server = await startTestServer({ adminPassword: null, seed: 'demo' });
    expect((await server.request('/api/setup')).body).toEqual({ needsPassword: true, needsVenue: false });
  });

  it.each<[string, Record<string, string>, string]>([
    ['a password of seven characters', { newPassword: 'corta12', repeatPassword: 'corta12' }, M.newPasswordTooShort(8)],
    ['two different passwords', { newPassword: PASSWORD, repeatPassword: 'otra-clave-distinta' }, M.passwordsDiffer],
  ])('refuses %s with a Spanish message and stores nothing', async (_case, body, message) => {
    server = await startTestServer({ adminPassword: null });
    const answer = await setup(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await server.request('/api/setup')).body).toMatchObject({ needsPassword: true });
  });

  it('refuses a request that came through the tunnel or a proxy: only the server’s own computer may choose the first password', async () => {
    server = await startTestServer({ adminPassword: null });
    const answer = await setup({ newPassword: PASSWORD, repeatPassword: PASSWORD }, { 'x-forwarded-for': '203.0.113.7' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 'forbidden', message: M.setupLocalOnly });
    expect((await server.request('/api/setup')).body).toMatchObject({ needsPassword: true });
  });

  it('stores the password, signs the owner in, and is never offered again', async () => {
    server = await startTestServer({ adminPassword: null });
    const answer = await setup({ newPassword: PASSWORD, repeatPassword: PASSWORD });
    expect(answer.status).toBe(201);
    expect((await server.request('/api/admin/menu/sections', { token: answer.body.sessionToken })).status).toBe(200);
    expect((await server.request('/api/setup')).body).toMatchObject({ needsPassword: false });
    const login = await server.request('/api/auth/login', { method: 'POST', body: { password: PASSWORD } });
    expect(login.status).toBe(200);

    const again = await setup({ newPassword: 'otra-clave-nueva', repeatPassword: 'otra-clave-nueva' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'conflict', message: M.alreadySetUp });
    expect((await server.request('/api/auth/login', { method: 'POST', body: { password: 'otra-clave-nueva' } })).status).toBe(401);
  });

  it('is closed when ADMIN_PASSWORD set the password', async () => {
    server = await startTestServer();
    expect((await server.request('/api/setup')).body).toMatchObject({ needsPassword: false });
    expect((await setup({ newPassword: PASSWORD, repeatPassword: PASSWORD })).status).toBe(409);
  });
});

describe('the first run cannot be claimed from outside this computer', () => {
  const body = JSON.stringify({ newPassword: PASSWORD, repeatPassword: PASSWORD });
  let server: TestServer;
  afterEach(() => server?.close());

  /** A raw request, so the Host header is the one given (fetch would set its own). */
  function post(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  const stillOpen = async () => expect((await server.request('/api/setup')).body).toMatchObject({ needsPassword: true });

  it('refuses a page whose name was rebound to this computer (a foreign Host), before any route runs', async () => {
    server = await startTestServer({ adminPassword: null });
    const answer = await post(`${server.url}/api/setup`, { host: `rebind.evil.example:${new URL(server.url).port}`, origin: `http://rebind.evil.example:${new URL(server.url).port}` });
    expect(answer.status).toBe(421);
    expect(JSON.parse(answer.body)).toEqual({ code: 'misdirected', message: 'Esta dirección no corresponde a este servidor.' });
    // Every other path too, pages as well as the API.
    expect((await post(`${server.url}/api/reservations/search`, { host: 'rebind.evil.example' })).status).toBe(421);
    await stillOpen();
  });

  it('refuses a post from a page of another site open on this computer (a foreign Origin), or with none', async () => {
    server = await startTestServer({ adminPassword: null });
    const foreign = await post(`${server.url}/api/setup`, { host: new URL(server.url).host, origin: 'https://reservas-gratis.example' });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body)).toEqual({ code: 'forbidden', message: M.setupFromPanelOnly });
    expect((await post(`${server.url}/api/setup`, { host: new URL(server.url).host })).status).toBe(403);
    await stillOpen();
  });

  it('refuses whatever comes through the tunnel, its Host and Origin its own', async () => {
    const ngrok = fakeNgrok(['https://valhalla.ngrok.app']);
    server = await startTestServer({ adminPassword: null, ngrok: { authtoken: 'tok_prueba', domain: 'valhalla.ngrok.app' }, tunnel: { connector: ngrok.connector } });
    await expect.poll(() => ngrok.calls.length).toBe(1);
    const entrance = `http://${ngrok.calls[0]!.addr}`;
    // As ngrok passes a visitor on: the public name, and the visitor's address appended.
    const answer = await post(`${entrance}/api/setup`, { host: 'valhalla.ngrok.app', origin: 'https://valhalla.ngrok.app', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ code: 'forbidden', message: M.setupLocalOnly });
    // Even naming this computer, with no forwarded address at all, the tunnel's door is the internet's.
    expect((await post(`${entrance}/api/setup`, { host: '127.0.0.1', origin: 'http://127.0.0.1' })).status).toBe(403);
    await stillOpen();
  });

  it('accepts the first-run screen served by this server at http://127.0.0.1:PORT', async () => {
    server = await startTestServer({ adminPassword: null });
    const answer = await post(`${server.url}/api/setup`, { host: new URL(server.url).host, origin: server.url });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body).sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
