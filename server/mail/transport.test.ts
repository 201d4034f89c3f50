import { describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '../../shared/messages/mail';
import type { SmtpSettings } from '../../shared/schemas/smtp';
import { explainMailFailure } from './failure-cause';
import { transportOptions, UnencryptedSignIn } from './transport';
import { deliver } from './worker';

const SIGNED_IN: SmtpSettings = {
  host: 'smtp.posadadelvalle.es',
  port: 587,
  security: 'starttls',
  user: 'reservas@posadadelvalle.es',
  password: 'secreto-del-correo',
  from: 'reservas@posadadelvalle.es',
};

describe('the connection to the owner’s mail server', () => {
  it('STARTTLS is required, never skipped when the server (or someone in between) does not offer it', () => {
    expect(transportOptions(SIGNED_IN)).toMatchObject({ secure: false, requireTLS: true, ignoreTLS: false, auth: { user: SIGNED_IN.user, pass: SIGNED_IN.password } });
  });

  it('TLS is spoken from the first byte', () => {
    expect(transportOptions({ ...SIGNED_IN, port: 465, security: 'tls' })).toMatchObject({ secure: true, requireTLS: false });
  });

  it.each(['localhost', '127.0.0.1', '127.3.2.1', '::1', '[::1]'])('signs in without encryption to %s, on this same computer', (host) => {
    expect(transportOptions({ ...SIGNED_IN, host, security: 'none' })).toMatchObject({ secure: false, ignoreTLS: true, auth: { user: SIGNED_IN.user } });
  });

  it.each(['smtp.posadadelvalle.es', '192.168.1.20', '10.0.0.5', '127.0.0.1.nip.io', '127.1', 'localhost.posadadelvalle.es'])(
    'never signs in without encryption to %s, which may be another computer',
    (host) => {
      expect(() => transportOptions({ ...SIGNED_IN, host, security: 'none' })).toThrow(UnencryptedSignIn);
    },
  );

  it('sends without encryption to another computer when nobody signs in (a relay on the venue’s network)', () => {
    expect(transportOptions({ ...SIGNED_IN, host: '192.168.1.20', port: 25, security: 'none', user: '', password: '' })).toMatchObject({ ignoreTLS: true, auth: undefined });
  });

  it('settings saved before the rule are refused before connecting, said in the owner’s words', async () => {
    const refused = await deliver({ ...SIGNED_IN, security: 'none' }, 'Valhalla', { recipient: 'reservas@posadadelvalle.es', subject: 'Prueba', text: 'Prueba', html: '<p>Prueba</p>' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(UnencryptedSignIn);
    expect(explainMailFailure(refused, SIGNED_IN)).toBe(MAIL_MESSAGES.failures.unencrypted);
  });
});
