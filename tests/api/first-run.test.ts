import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { startTestServer, type TestServer } from '../helpers/server';

const M = MESSAGES.auth;
const PASSWORD = 'la-clave-del-local';

describe('the first run of a new install (no ADMIN_PASSWORD, nothing stored)', () => {
  let server: TestServer;
  afterEach(() => server?.close());

  const setup = (body: unknown, headers: Record<string, string> = {}) =>
    server.request<{ sessionToken?: string; message?: string }>('/api/setup', { method: 'POST', body, headers });

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
    expect(answer.body).toEqual({ message: M.setupLocalOnly });
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
    expect(again.body).toEqual({ message: M.alreadySetUp });
    expect((await server.request('/api/auth/login', { method: 'POST', body: { password: 'otra-clave-nueva' } })).status).toBe(401);
  });

  it('is closed when ADMIN_PASSWORD set the password', async () => {
    server = await startTestServer();
    expect((await server.request('/api/setup')).body).toMatchObject({ needsPassword: false });
    expect((await setup({ newPassword: PASSWORD, repeatPassword: PASSWORD })).status).toBe(409);
  });
});
