/**
 * Guessing the staff password through any door: signing in, 'Cambiar contraseña' and the restore's
 * password share one count of wrong ones; a new ADMIN_PASSWORD signs every device out; and guesses
 * from the internet never lock out the devices on the venue's own network.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import type { Logger } from '../../server/kernel';
import { lanAddresses } from '../../server/network/lan';
import { startServer, type RunningServer } from '../../server/start';
import { ADMIN_PASSWORD, signedInServer, startTestServer, type TestServer } from '../helpers/server';

const M = AUTH_MESSAGES;
const NEW_PASSWORD = 'nueva-clave-del-local';

describe('wrong staff passwords, wherever they are typed', () => {
  let server: TestServer;
  let token: string;
  let copyId: string;
  beforeEach(async () => {
    server = await startTestServer();
    token = await server.login();
    copyId = (await server.request<{ id: string }>('/api/admin/backups', { method: 'POST', token })).body.id;
  });
  afterEach(() => server.close());

  const change = (currentPassword: string) =>
    server.request('/api/admin/settings/password', { method: 'POST', token, body: { currentPassword, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD } });
  const restore = (password: string) => server.request(`/api/admin/backups/${copyId}/restore`, { method: 'POST', token, body: { password } });
  const login = (password: string) => server.request('/api/auth/login', { method: 'POST', body: { password } });

  it('a stolen session guessing the current password on Ajustes meets a 429 within 16 guesses, and the password stays', async () => {
    const answers = [];
    for (let guess = 0; guess < 16; guess++) answers.push(await change(`intento-${guess}`));
    expect(answers.slice(0, 10).map((answer) => answer.body.message)).toEqual(Array(10).fill(M.currentPasswordWrong));
    for (const refused of answers.slice(10)) {
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(M.tooManyAttempts);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Even the right one waits now: guessing cannot go on until the count is over.
    expect((await change(ADMIN_PASSWORD)).status).toBe(429);
    // Another client (a visitor the proxy on this computer reports) finds the password unchanged.
    const elsewhere = (password: string) => server.request('/api/auth/login', { method: 'POST', body: { password }, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect((await elsewhere(NEW_PASSWORD)).status).toBe(401);
    expect((await elsewhere(ADMIN_PASSWORD)).status).toBe(200);
  });

  it('the restore’s password check meets the same 429', async () => {
    const answers = [];
    for (let guess = 0; guess < 11; guess++) answers.push(await restore(`intento-${guess}`));
    expect(answers.slice(0, 10).map((answer) => answer.body.message)).toEqual(Array(10).fill(M.currentPasswordWrong));
    expect(answers[10]?.status).toBe(429);
    expect(answers[10]?.body.message).toBe(M.tooManyAttempts);
  });

  it('counts the three doors together: four wrong sign-ins, three on Ajustes and three on a restore leave no 11th try', async () => {
    for (let guess = 0; guess < 4; guess++) expect((await login(`intento-${guess}`)).status).toBe(401);
    for (let guess = 0; guess < 3; guess++) expect((await change(`intento-${guess}`)).status).toBe(400);
    for (let guess = 0; guess < 3; guess++) expect((await restore(`intento-${guess}`)).status).toBe(400);
    expect((await login(ADMIN_PASSWORD)).status).toBe(429);
  });
});

describe('a new ADMIN_PASSWORD at start', () => {
  const silent: Logger = { info: () => {}, warn: () => {}, error: () => {} };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-password-'));
  const start = (adminPassword: string) => startServer({ port: 0, host: '127.0.0.1', dataDir, adminPassword, seed: 'none', publicUrl: null, staticDir: null, logger: silent, sleep: async () => {} });
  const signIn = async (server: RunningServer, password: string) => {
    const answer = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
    return ((await answer.json()) as { sessionToken: string }).sessionToken;
  };
  const statusOf = async (server: RunningServer, token: string) => (await fetch(`${server.url}/api/admin/settings/lan`, { headers: { authorization: `Bearer ${token}` } })).status;
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps devices signed in across a restart with the same one, and signs every one out when it changes', async () => {
    const first = await start('primera-clave');
    const kiosk = await signIn(first, 'primera-clave');
    const tablet = await signIn(first, 'primera-clave');
    await first.close();

    const same = await start('primera-clave');
    expect(await statusOf(same, kiosk)).toBe(200);
    await same.close();

    const renewed = await start('clave-de-rescate');
    expect(await statusOf(renewed, kiosk)).toBe(401);
    expect(await statusOf(renewed, tablet)).toBe(401);
    expect(await statusOf(renewed, await signIn(renewed, 'clave-de-rescate'))).toBe(200);
    await renewed.close();
  });
});

describe('guesses from the internet and the tablets on the venue’s network', () => {
  const context = signedInServer();
  const address = lanAddresses()[0];
  const port = () => new URL(context.server.url).port;
  /** A sign-in from a tablet on the venue's network, through the 'Tabletas del local' listener. */
  const fromTablet = async (password: string) => {
    const answer = await fetch(`http://${address}:${port()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
      signal: AbortSignal.timeout(3_000),
    });
    return { status: answer.status, body: (await answer.json()) as { sessionToken?: string; message?: string } };
  };
  /** A sign-in from a visitor on the internet, as the proxy on this computer reports it. */
  const fromInternet = (n: number, password: string) => context.server.request('/api/auth/login', { method: 'POST', body: { password }, headers: { 'x-forwarded-for': `198.51.100.${n % 250}` } });

  it('needs a network connection on the machine running the tests', () => {
    expect(address, 'this test needs an IPv4 network interface besides loopback').toBeTruthy();
  });

  it('once the internet’s shared cap is used up, a tablet still signs in, and its wrong password is only its own', async () => {
    expect((await context.server.request('/api/admin/settings/lan', { method: 'PUT', token: context.token, body: { enabled: true } })).status).toBe(200);
    // A hundred wrong passwords from ten addresses on the internet use the shared cap up.
    for (let n = 0; n < 100; n++) expect((await fromInternet(n % 10, `intento-${n}`)).status).toBe(401);
    const outside = await fromInternet(11, ADMIN_PASSWORD);
    expect(outside.status).toBe(429);
    expect(outside.body.message).toContain('desde internet');

    const tablet = await fromTablet(ADMIN_PASSWORD);
    expect(tablet.status).toBe(200);
    expect(tablet.body.sessionToken).toBeTruthy();
    const wrong = await fromTablet('no-es-esta');
    expect(wrong).toEqual({ status: 401, body: { code: 'unauthorized', message: M.wrongPassword } });
  });
});
