import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '../../shared/messages/mail';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import type { SmtpSettingsView } from '../../shared/schemas/smtp';
import { DEMO_VENUE } from '../../shared/venue';
import { signedInServer, type SignedIn } from '../helpers/server';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';

const M = MAIL_MESSAGES;
const SETTINGS = { host: 'smtp.posadadelvalle.es', port: 587, security: 'starttls', user: 'reservas@posadadelvalle.es', password: 'secreto-del-correo', from: 'reservas@posadadelvalle.es' };

const smtpCalls = (signedIn: SignedIn) => ({
  read: () => signedIn.server.request<{ settings: SmtpSettingsView | null }>('/api/admin/settings/smtp', { token: signedIn.token }),
  save: (body: unknown) => signedIn.server.request<{ settings: SmtpSettingsView | null; message?: string }>('/api/admin/settings/smtp', { method: 'PUT', token: signedIn.token, body }),
  sendTest: () => signedIn.server.request<{ recipient?: string; code?: string; message?: string }>('/api/admin/settings/smtp/test', { method: 'POST', token: signedIn.token }),
});

describe('the outgoing mail server on Ajustes', () => {
  const signedIn = signedInServer();
  const { read, save } = smtpCalls(signedIn);

  it.each([
    ['GET', '/api/admin/settings/smtp'],
    ['PUT', '/api/admin/settings/smtp'],
    ['DELETE', '/api/admin/settings/smtp'],
  ])('%s %s answers 401 without a session', async (method, path) => {
    const answer = await signedIn.server.request(path, { method, body: method === 'PUT' ? SETTINGS : undefined });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 'unauthorized', message: AUTH_MESSAGES.required });
  });

  it('starts with e-mail off', async () => {
    expect((await read()).body).toEqual({ settings: null });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a host with spaces', { host: 'smtp del local' }, M.host],
    ['port 0', { port: 0 }, M.port],
    ['port 70000', { port: 70_000 }, M.port],
    ['an unknown security', { security: 'ssl3' }, M.security],
    ['a sender that is not an address', { from: 'reservas' }, M.from],
    ['a sign-in without encryption to another computer', { security: 'none' }, M.failures.unencrypted],
  ])('refuses %s with a Spanish message and stores nothing', async (_case, change, message) => {
    const answer = await save({ ...SETTINGS, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await read()).body).toEqual({ settings: null });
  });

  it('stores them and never sends the password back; an update without one keeps it for the same server', async () => {
    const saved = await save(SETTINGS);
    expect(saved.status).toBe(200);
    const { password: _password, ...shown } = SETTINGS;
    expect(saved.body).toEqual({ settings: { ...shown, hasPassword: true, passwordUnreadable: false } });
    expect(JSON.stringify((await read()).body)).not.toContain('secreto-del-correo');

    const updated = await save({ ...SETTINGS, password: undefined, host: 'SMTP.posadadelvalle.es ', from: 'hola@posadadelvalle.es' });
    expect(updated.body.settings).toEqual({ ...shown, from: 'hola@posadadelvalle.es', hasPassword: true, passwordUnreadable: false });
  });

  it.each<[string, Record<string, unknown>]>([
    ['host', { host: 'smtp.otro-servidor.es' }],
    ['port', { port: 465, security: 'tls' }],
    ['security', { security: 'tls' }],
    ['user', { user: 'otro@posadadelvalle.es' }],
  ])('a change of %s with the password left blank drops the stored one', async (_field, change) => {
    expect((await save(SETTINGS)).body.settings?.hasPassword).toBe(true);
    const changed = await save({ ...SETTINGS, ...change, password: '' });
    expect(changed.status).toBe(200);
    expect(changed.body.settings).toMatchObject({ ...change, hasPassword: false, passwordUnreadable: false });
    expect((await read()).body.settings?.hasPassword).toBe(false);
  });

  it('turns e-mail off', async () => {
    const answer = await signedIn.server.request('/api/admin/settings/smtp', { method: 'DELETE', token: signedIn.token });
    expect(answer.body).toEqual({ settings: null });
    expect((await read()).body).toEqual({ settings: null });
  });
});

/**
 * The attack of issue 33: a staff token points the mail server at another listener with the password
 * left blank and asks for 'Enviar correo de prueba'. Two real SMTP servers on this computer: A, the
 * owner's, and B, which records every sign-in and refuses with words an attacker would like to read.
 */
describe('a stored mail password stays with its server', () => {
  const USER = 'reservas@valhalla-alpedrete.es';
  const signedIn = signedInServer({ seed: 'demo' });
  const { save, sendTest } = smtpCalls(signedIn);
  let owners: TestSmtp;
  let other: TestSmtp;
  beforeAll(async () => {
    owners = await startTestSmtp({ login: { user: USER, password: 'clave-de-aplicacion' } });
    other = await startTestSmtp({ login: { user: USER, password: 'clave-de-otro' }, refusal: 'SECRETO-INTERNO: base de datos en 10.0.0.7:5432' });
  });
  afterAll(async () => {
    await owners.close();
    await other.close();
  });
  const at = (smtp: TestSmtp, password: string) => ({ host: '127.0.0.1', port: smtp.port, security: 'none', user: USER, password, from: USER });

  it('the owner’s server takes the test message with the stored password', async () => {
    expect((await save(at(owners, 'clave-de-aplicacion'))).body.settings?.hasPassword).toBe(true);
    expect((await sendTest()).status).toBe(200);
    expect(owners.signIns).toEqual([{ user: USER, password: 'clave-de-aplicacion' }]);
  });

  it('moved to another port with the password blank, the password is dropped and never reaches it: the test says there is none', async () => {
    const moved = await save(at(other, ''));
    expect(moved.body.settings).toMatchObject({ port: other.port, hasPassword: false });

    const refused = await sendTest();
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({ code: 'mail-failed', message: M.testFailed(M.failures['no-password']) });
    expect(other.signIns).toEqual([]);
    expect(other.received).toEqual([]);
  });

  it('a password the other server refuses is told in the owner’s words, never in the server’s', async () => {
    expect((await save(at(other, 'clave-equivocada'))).body.settings?.hasPassword).toBe(true);
    const refused = await sendTest();
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({ code: 'mail-failed', message: M.testFailed(M.failures.password) });
    expect(JSON.stringify(refused.body)).not.toContain('SECRETO-INTERNO');
    expect(other.signIns.map((signIn) => signIn.password)).toEqual(['clave-equivocada']);
  });

  it('with the password typed again, the changed server works', async () => {
    expect((await save(at(other, 'clave-de-otro'))).body.settings).toMatchObject({ port: other.port, hasPassword: true });
    expect((await sendTest()).status).toBe(200);
    expect(other.received.map((mail) => mail.subject)).toEqual(['Correo de prueba de las reservas']);
    expect(other.signIns.map((signIn) => signIn.password)).toEqual(['clave-equivocada', 'clave-de-otro']);
  });
});

/**
 * 'Enviar correo de prueba' before saving: the settings as typed go in the body, are checked as a save
 * checks them, and are used for that one message; nothing is stored. Real SMTP servers on this computer:
 * A, the owner's saved one, and B, typed but never saved.
 */
describe('a test message with the settings as typed, before saving', { timeout: 90_000 }, () => {
  const USER = 'reservas@valhalla-alpedrete.es';
  const signedIn = signedInServer({ seed: 'demo' });
  const { read, save } = smtpCalls(signedIn);
  const sendTyped = (settings: unknown, { signedOut = false } = {}) =>
    signedIn.server.request<{ recipient?: string; code?: string; message?: string }>('/api/admin/settings/smtp/test', {
      method: 'POST',
      token: signedOut ? undefined : signedIn.token,
      body: { settings },
    });
  const mailStep = async () => {
    const answer = await signedIn.server.request<{ items: { step: string; done: boolean }[] }>('/api/admin/settings/checklist', { token: signedIn.token });
    return answer.body.items.find((item) => item.step === 'mail')?.done;
  };
  let open: TestSmtp;
  let owners: TestSmtp;
  let other: TestSmtp;
  beforeAll(async () => {
    open = await startTestSmtp();
    owners = await startTestSmtp({ login: { user: USER, password: 'clave-de-aplicacion' } });
    other = await startTestSmtp({ login: { user: USER, password: 'clave-de-otro' }, refusal: 'SECRETO-INTERNO: base de datos en 10.0.0.7:5432' });
  });
  afterAll(async () => {
    await open.close();
    await owners.close();
    await other.close();
  });
  const at = (smtp: TestSmtp, password?: string) => ({ host: '127.0.0.1', port: smtp.port, security: 'none', user: USER, password, from: USER });

  it('answers 401 without a session, and sends nothing', async () => {
    const answer = await sendTyped({ ...at(open), user: '' }, { signedOut: true });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 'unauthorized', message: AUTH_MESSAGES.required });
    expect(open.received).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['port 0', { port: 0 }, M.port],
    ['a sender that is not an address', { from: 'reservas' }, M.from],
    ['a sign-in without encryption to another computer', { host: 'smtp.posadadelvalle.es' }, M.failures.unencrypted],
  ])('refuses %s with the message a save gets, and sends nothing', async (_case, change, message) => {
    const answer = await sendTyped({ ...at(owners, 'clave-de-aplicacion'), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(owners.signIns).toEqual([]);
  });

  it('with nothing saved, sends with what is typed to the venue’s address, and stores nothing', async () => {
    const answer = await sendTyped({ ...at(open), user: '' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ recipient: DEMO_VENUE.email });
    const [mail] = await open.waitFor(1);
    expect(mail?.subject).toBe('Correo de prueba de las reservas');
    expect(mail?.to).toMatchObject({ text: DEMO_VENUE.email });
    expect((await read()).body).toEqual({ settings: null });
    expect(await mailStep()).toBe(false);
  });

  it('typed for another server with the password blank, the saved password never reaches it', async () => {
    expect((await save(at(owners, 'clave-de-aplicacion'))).body.settings?.hasPassword).toBe(true);
    const refused = await sendTyped(at(other, ''));
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({ code: 'mail-failed', message: M.testFailed(M.failures['no-password']) });
    expect(other.signIns).toEqual([]);
    expect(owners.signIns).toEqual([]);
  });

  it('typed for another server with its own password, it goes there; the saved settings stay as they were, and untested', async () => {
    const answer = await sendTyped(at(other, 'clave-de-otro'));
    expect(answer.status).toBe(200);
    expect(other.signIns).toEqual([{ user: USER, password: 'clave-de-otro' }]);
    expect(other.received.map((mail) => mail.subject)).toEqual(['Correo de prueba de las reservas']);
    expect((await read()).body.settings).toMatchObject({ port: owners.port, hasPassword: true });
    expect(await mailStep()).toBe(false);

    // A refusal is still told in the owner's words, never the server's.
    const wrong = await sendTyped(at(other, 'clave-equivocada'));
    expect(wrong.body).toEqual({ code: 'mail-failed', message: M.testFailed(M.failures.password) });
    expect(JSON.stringify(wrong.body)).not.toContain('SECRETO-INTERNO');
  });

  it('typed as saved with the password blank, the saved password goes with it, and the saved settings count as tested', async () => {
    const answer = await sendTyped(at(owners, ''));
    expect(answer.status).toBe(200);
    expect(owners.signIns).toEqual([{ user: USER, password: 'clave-de-aplicacion' }]);
    expect(await mailStep()).toBe(true);
  });
});
