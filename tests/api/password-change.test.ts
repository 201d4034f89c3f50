import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { ADMIN_PASSWORD, signedInServer } from '../helpers/server';

const M = AUTH_MESSAGES;
const NEW_PASSWORD = 'nueva-clave-del-local';

describe('changing the staff password on Ajustes', () => {
  const signedIn = signedInServer();

  const change = (body: unknown, withToken: string | null = signedIn.token) => signedIn.server.request('/api/admin/settings/password', { method: 'POST', body, token: withToken ?? undefined });
  const login = (password: string) => signedIn.server.request<{ sessionToken?: string; message?: string }>('/api/auth/login', { method: 'POST', body: { password } });

  it('is for staff only', async () => {
    const answer = await change({ currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD }, null);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 'unauthorized', message: M.required });
  });

  it.each<[string, Record<string, string>, string]>([
    ['no current password', { currentPassword: '', newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD }, M.currentPasswordRequired],
    ['a new password of seven characters', { currentPassword: ADMIN_PASSWORD, newPassword: 'corta12', repeatPassword: 'corta12' }, M.newPasswordTooShort(8)],
    ['two different new passwords', { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD, repeatPassword: `${NEW_PASSWORD}!` }, M.passwordsDiffer],
    ['the same password again', { currentPassword: ADMIN_PASSWORD, newPassword: ADMIN_PASSWORD, repeatPassword: ADMIN_PASSWORD }, M.passwordUnchanged],
    ['a wrong current password', { currentPassword: 'no-es-esta', newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD }, M.currentPasswordWrong],
  ])('refuses %s with a Spanish message and keeps the password', async (_case, body, message) => {
    const answer = await change(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message });
    expect((await login(ADMIN_PASSWORD)).status).toBe(200);
  });

  it('changes it: the new one signs in, the old one no longer does, and every other device is signed out', async () => {
    const otherDevice = await signedIn.server.login();
    const answer = await change({ currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });

    expect((await signedIn.server.request('/api/admin/menu/sections', { token: otherDevice })).status).toBe(401);
    expect((await signedIn.server.request('/api/admin/menu/sections', { token: signedIn.token })).status).toBe(200);
    expect(await login(ADMIN_PASSWORD)).toMatchObject({ status: 401, body: { message: M.wrongPassword } });
    expect((await login(NEW_PASSWORD)).status).toBe(200);
  });
});
