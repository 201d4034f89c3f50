/**
 * 'Enviar correo de prueba' that fails, explained to the owner by its cause and never in the server's
 * own words (those go to the server's log only): against a real SMTP server (`smtp-server`) refusing
 * the password, a closed port, a name that does not exist, TLS spoken to a plain server and a
 * certificate not valid for the name.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '../../shared/messages/mail';
import { dinerBooking } from '../helpers/booking';
import { startTestServer, type TestServer } from '../helpers/server';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';

const F = MAIL_MESSAGES.failures;
const FROM = 'reservas@valhalla-alpedrete.es';

describe("a failed 'Enviar correo de prueba'", { timeout: 90_000 }, () => {
  let server: TestServer | undefined;
  let smtp: TestSmtp | undefined;
  /** What the venue's server wrote to its log. */
  let logged: string[] = [];
  afterEach(async () => {
    await server?.close();
    await smtp?.close();
    server = smtp = undefined;
    logged = [];
  });

  async function testWith(settings: { host?: string; port: number; security: 'tls' | 'starttls' | 'none'; user?: string; password?: string }) {
    const log = (message: string) => logged.push(message);
    server = await startTestServer({ seed: 'demo', logger: { info: log, warn: log, error: log } });
    const token = await server.login();
    const saved = await server.request('/api/admin/settings/smtp', { method: 'PUT', token, body: { host: '127.0.0.1', user: '', password: '', from: FROM, ...settings } });
    expect(saved.status).toBe(200);
    return server.request<{ code: string; message: string }>('/api/admin/settings/smtp/test', { method: 'POST', token });
  }

  it('a password the server refuses: said plainly, the server’s 535 only in the server’s log; the right one sends', async () => {
    smtp = await startTestSmtp({ login: { user: FROM, password: 'clave-de-aplicacion' } });
    const refused = await testWith({ port: smtp.port, security: 'none', user: FROM, password: 'la-de-siempre' });
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({ code: 'mail-failed', message: MAIL_MESSAGES.testFailed(F.password) });
    expect(logged.join('\n')).toMatch(/535/);
    expect(logged.join('\n')).not.toContain('la-de-siempre');
    await server!.close();
    const sent = await testWith({ port: smtp.port, security: 'none', user: FROM, password: 'clave-de-aplicacion' });
    expect(sent.status).toBe(200);
  });

  it('a port nobody answers on', async () => {
    smtp = await startTestSmtp();
    const { port } = smtp;
    await smtp.close();
    smtp = undefined;
    const refused = await testWith({ port, security: 'none' });
    expect(refused.body).toEqual({ code: 'mail-failed', message: MAIL_MESSAGES.testFailed(F.port('127.0.0.1', port)) });
  });

  it('a server name that does not exist', async () => {
    const refused = await testWith({ host: 'smtp.no-existe.invalid', port: 587, security: 'starttls' });
    expect(refused.body.message).toBe(MAIL_MESSAGES.testFailed(F['not-found']('smtp.no-existe.invalid')));
  });

  it('TLS chosen for a server that starts in plain text, and STARTTLS for one that does not offer it', async () => {
    smtp = await startTestSmtp();
    expect((await testWith({ port: smtp.port, security: 'tls' })).body.message).toBe(MAIL_MESSAGES.testFailed(F.security));
    await server!.close();
    expect((await testWith({ port: smtp.port, security: 'starttls' })).body.message).toBe(MAIL_MESSAGES.testFailed(F.security));
  });

  it('a certificate that is not valid for the server’s name', async () => {
    smtp = await startTestSmtp({ tls: true });
    const refused = await testWith({ port: smtp.port, security: 'tls' });
    expect(refused.body).toEqual({ code: 'mail-failed', message: MAIL_MESSAGES.testFailed(F.certificate('127.0.0.1')) });
  });
});

describe("the server's log of a booking's mail", () => {
  it('names the message, never the diner: a recipient refused with the address in the answer is logged masked', async () => {
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    const smtp = await startTestSmtp({ refuseRecipients: true });
    const server = await startTestServer({ seed: 'demo', logger: { info: log, warn: log, error: log }, mail: { pollMs: 50, retryDelaysMs: [0] } });
    try {
      const token = await server.login();
      await server.request('/api/admin/settings/smtp', { method: 'PUT', token, body: { host: '127.0.0.1', port: smtp.port, security: 'none', user: '', from: FROM } });
      expect((await server.request('/api/reservations', { method: 'POST', body: dinerBooking({ customerEmail: 'lucia.martin@example.com' }) })).status).toBe(201);
      await expect.poll(() => logged.join('\n')).toMatch(/No se pudo enviar el correo \d+ \(confirmation\): .*550/);
      expect(logged.join('\n')).not.toContain('lucia');
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});
