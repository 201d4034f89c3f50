import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import type { SmtpSettingsView } from '../../shared/schemas/smtp';
import { signedInServer } from '../helpers/server';

const M = MESSAGES.mail;
const SETTINGS = { host: 'smtp.posadadelvalle.es', port: 587, security: 'starttls', user: 'reservas@posadadelvalle.es', password: 'secreto-del-correo', from: 'reservas@posadadelvalle.es' };

describe('the outgoing mail server on Ajustes', () => {
  const signedIn = signedInServer();

  const read = () => signedIn.server.request<{ settings: SmtpSettingsView | null }>('/api/admin/settings/smtp', { token: signedIn.token });
  const save = (body: unknown) => signedIn.server.request<{ settings: SmtpSettingsView | null; message?: string }>('/api/admin/settings/smtp', { method: 'PUT', token: signedIn.token, body });

  it.each([
    ['GET', '/api/admin/settings/smtp'],
    ['PUT', '/api/admin/settings/smtp'],
    ['DELETE', '/api/admin/settings/smtp'],
  ])('%s %s answers 401 without a session', async (method, path) => {
    const answer = await signedIn.server.request(path, { method, body: method === 'PUT' ? SETTINGS : undefined });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 'unauthorized', message: MESSAGES.auth.required });
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
  ])('refuses %s with a Spanish message and stores nothing', async (_case, change, message) => {
    const answer = await save({ ...SETTINGS, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await read()).body).toEqual({ settings: null });
  });

  it('stores them and never sends the password back; an update without one keeps it', async () => {
    const saved = await save(SETTINGS);
    expect(saved.status).toBe(200);
    const { password: _password, ...shown } = SETTINGS;
    expect(saved.body).toEqual({ settings: { ...shown, hasPassword: true, passwordUnreadable: false } });
    expect(JSON.stringify((await read()).body)).not.toContain('secreto-del-correo');

    const updated = await save({ ...SETTINGS, password: undefined, port: 465, security: 'tls' });
    expect(updated.body.settings).toEqual({ ...shown, port: 465, security: 'tls', hasPassword: true, passwordUnreadable: false });
  });

  it('turns e-mail off', async () => {
    const answer = await signedIn.server.request('/api/admin/settings/smtp', { method: 'DELETE', token: signedIn.token });
    expect(answer.body).toEqual({ settings: null });
    expect((await read()).body).toEqual({ settings: null });
  });
});
