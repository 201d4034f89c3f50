/**
 * The one place a connection to the owner's mail server is configured, for the outbox and the test
 * message alike: the password travels only encrypted, or to a server on this same computer.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { signsInInClear, type SmtpSettings } from '../../shared/schemas/smtp';

/** A mail server that does not answer is given up on this soon, so one try never blocks the rest. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * Settings that would sign in unencrypted to another computer, refused before connecting: saving
 * refuses them too, but settings saved by an earlier version may still say so.
 */
export class UnencryptedSignIn extends Error {
  constructor() {
    super('Inicio de sesión sin cifrar hacia otro ordenador');
    this.name = 'UnencryptedSignIn';
  }
}

export function transportOptions(settings: SmtpSettings): SMTPTransport.Options {
  if (signsInInClear(settings)) throw new UnencryptedSignIn();
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    // Without it nodemailer goes on in plain text, password included, when the server (or someone
    // in between) does not offer STARTTLS.
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
}

export const transportFor = (settings: SmtpSettings): Transporter => nodemailer.createTransport(transportOptions(settings));
