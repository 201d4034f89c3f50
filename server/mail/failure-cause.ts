/**
 * Why a mail server refused, in the owner's words: nodemailer's error codes and the system's own
 * (DNS, sockets, TLS) sorted into the handful of causes an owner can act on. The answers and the
 * mail log carry only these words, never the server's.
 */
import { MAIL_MESSAGES } from '../../shared/messages/mail';
import type { SmtpSettings } from '../../shared/schemas/smtp';
import { UnencryptedSignIn } from './transport';

type MailFailureCause = keyof typeof MAIL_MESSAGES.failures;

interface MailError {
  code?: string;
  responseCode?: number;
  command?: string;
  message: string;
}

const asMailError = (error: unknown): MailError => (error instanceof Error ? (error as Error & MailError) : { message: String(error) });

function mailFailureCause(error: unknown, settings: Pick<SmtpSettings, 'user' | 'password'>): MailFailureCause {
  if (error instanceof UnencryptedSignIn) return 'unencrypted';
  // nodemailer refuses by itself, before asking the server, to sign in without a password.
  if (settings.user && !settings.password) return 'no-password';
  const { code, responseCode, command, message } = asMailError(error);
  if (code === 'EAUTH' || responseCode === 535 || responseCode === 534) return 'password';
  if (code === 'EDNS' || /ENOTFOUND|EAI_AGAIN|getaddrinfo/.test(message)) return 'not-found';
  if (/certificate|self[- ]signed|CERT_|altnames|unable to verify/i.test(message)) return 'certificate';
  if (code === 'ETLS' || /wrong version number|packet length too long|record header|EPROTO|STARTTLS/i.test(message)) return 'security';
  if (code === 'ECONNECTION' || code === 'ETIMEDOUT' || /ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|timeout/i.test(message)) return 'port';
  if (code === 'EENVELOPE' || command === 'MAIL FROM') return 'sender';
  return 'other';
}

/** The owner's explanation of a failure with these settings. */
export function explainMailFailure(error: unknown, settings: Pick<SmtpSettings, 'host' | 'port' | 'from' | 'user' | 'password'>): string {
  const F = MAIL_MESSAGES.failures;
  switch (mailFailureCause(error, settings)) {
    case 'unencrypted':
      return F.unencrypted;
    case 'no-password':
      return F['no-password'];
    case 'password':
      return F.password;
    case 'not-found':
      return F['not-found'](settings.host);
    case 'port':
      return F.port(settings.host, settings.port);
    case 'certificate':
      return F.certificate(settings.host);
    case 'security':
      return F.security;
    case 'sender':
      return F.sender(settings.from);
    case 'other':
      return F.other;
  }
}

/** An e-mail address in a server's answer ('550 <lucia@example.com>: Recipient address rejected'). */
const ADDRESS = /[^\s<>"'()[\],;:@]+@[^\s<>"'()[\],;:@]+/g;

/**
 * The server's (or the system's) own words, for the server's log only: never in an answer, where
 * they would tell whoever can change the host what an internal service says. The log names no
 * diner: addresses the server repeats are masked, and so is a password it echoes back.
 */
export function mailServerWords(error: unknown, { password }: Pick<SmtpSettings, 'password'>): string {
  const words = asMailError(error).message.replace(ADDRESS, '‹correo›');
  return password === '' ? words : words.replaceAll(password, '********');
}
