import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

const login = (password: unknown) => server.request('/api/auth/login', { method: 'POST', body: { password } });

describe('staff sign-in', () => {
  it('answers the health check', async () => {
    expect((await server.request('/api/health')).body).toEqual({ status: 'ok' });
  });

  it('gives a session token for the shared password and checks it', async () => {
    expect((await server.request('/api/auth/status')).body).toEqual({ authenticated: false });
    const answer = await login(ADMIN_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const status = await server.request('/api/auth/status', { token: answer.body.sessionToken });
    expect(status.body).toEqual({ authenticated: true });
  });

  it('refuses a wrong or missing password in Spanish', async () => {
    const wrong = await login('no-es-esta');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'unauthorized', message: 'Contraseña incorrecta' });
    const missing = await login('');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('La contraseña es obligatoria');
  });

  it('answers 401 to an unknown token so the browser forgets it', async () => {
    const status = await server.request('/api/auth/status', { token: 'inventado' });
    expect(status.status).toBe(401);
    expect((await server.request('/api/admin/tables', { token: 'inventado' })).status).toBe(401);
  });

  it('ends the session on logout', async () => {
    const token = await server.login();
    expect((await server.request('/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await server.request('/api/auth/status', { token })).status).toBe(401);
    expect((await server.request('/api/admin/tables', { token })).status).toBe(401);
  });

  it('expires sessions after a week', async () => {
    const token = await server.login();
    server.clock.set(new Date(server.clock().getTime() + 8 * 24 * 60 * 60 * 1000));
    expect((await server.request('/api/auth/status', { token })).status).toBe(401);
  });

  it('slows repeated wrong passwords, then refuses further attempts with a Spanish 429', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await login(`intento-${i}`));
    expect(answers.slice(0, 10).every((answer) => answer.status === 401)).toBe(true);
    // Three free attempts, then 250 ms more each time; the 11th is refused before any wait.
    expect(server.sleeps).toEqual([250, 500, 750, 1000, 1250, 1500, 1750]);
    expect(answers[10]?.status).toBe(429);
    expect(answers[10]?.body.message).toBe('Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.');
    expect((await login(ADMIN_PASSWORD)).status).toBe(429);
  });

  it('caps failed logins from outside this computer together, so a guess spread over many addresses stops; the front desk still signs in', async () => {
    // Each guess from another address, as a proxy on this computer would report them.
    const from = (n: number) => ({ 'x-forwarded-for': `198.51.${Math.floor(n / 250)}.${n % 250}` });
    const guess = (n: number) => server.request('/api/auth/login', { method: 'POST', body: { password: `intento-${n}` }, headers: from(n) });
    for (let n = 0; n < 100; n++) expect((await guess(n)).status).toBe(401);
    const refused = await guess(100);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Demasiados intentos fallidos desde internet: el acceso del personal desde fuera se ha pausado. Vuelve a intentarlo en 60 minutos, o entra desde el ordenador o las tabletas del local.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    // The right password from outside waits too; at the front-desk PC it works.
    expect((await server.request('/api/auth/login', { method: 'POST', body: { password: ADMIN_PASSWORD }, headers: from(101) })).status).toBe(429);
    expect((await login(ADMIN_PASSWORD)).status).toBe(200);
  });

  it('never counts a right password against the waiter who types it', async () => {
    for (let i = 0; i < 2; i++) await login(`intento-${i}`);
    for (let i = 0; i < 5; i++) expect((await login(ADMIN_PASSWORD)).status).toBe(200);
    await login('tercera');
    expect(server.sleeps).toEqual([]);
    await login('cuarta');
    expect(server.sleeps).toEqual([250]);
  });
});

describe('API errors', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const answer = await server.request('/api/no-existe');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 'not-found', message: 'Ruta no encontrada' });
  });
});
