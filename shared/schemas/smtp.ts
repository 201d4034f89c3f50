/**
 * The owner's outgoing mail server, as typed on 'Ajustes'. The password is write-only: the API
 * never sends it back, and an update without one keeps the stored one only while the server it
 * was typed for stays the same (host, port, security and user).
 */
import { z } from 'zod';
import { MAIL_MESSAGES } from '../messages/mail';

const M = MAIL_MESSAGES;

export const SMTP_SECURITY = ['tls', 'starttls', 'none'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];
const USER_MAX = 200;
const PASSWORD_MAX = 500;

/**
 * A name that reaches this same computer. Judged by the name as typed, never by what it resolves to:
 * any other name may lead to another machine.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name === '::1') return true;
  const octets = name.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255);
}

/**
 * Settings that would sign in over a connection nobody encrypts, to another computer: the password
 * would cross the network readable. The mail is sent signed in whenever there is a user.
 */
export const signsInInClear = ({ host, security, user }: Pick<SmtpServer, 'host' | 'security' | 'user'>): boolean => security === 'none' && user !== '' && !isLoopbackHost(host);

const smtpFields = z.object({
  host: z
    .string({ error: M.host })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, M.host)
    .max(253, M.host),
  port: z.coerce.number({ error: M.port }).int(M.port).min(1, M.port).max(65_535, M.port),
  security: z.enum(SMTP_SECURITY, { error: M.security }),
  /** '' for a server that takes mail without signing in. */
  user: z
    .string({ error: M.user(USER_MAX) })
    .trim()
    .max(USER_MAX, M.user(USER_MAX)),
  /** Omitted or '' on an update: the stored password stays, unless the server changed (`sameSmtpServer`). */
  password: z
    .string({ error: M.password(PASSWORD_MAX) })
    .max(PASSWORD_MAX, M.password(PASSWORD_MAX))
    .optional(),
  from: z.string({ error: M.from }).trim().toLowerCase().pipe(z.email(M.from)),
});

export const smtpSettingsSchema = smtpFields.refine((settings) => !signsInInClear(settings), { message: M.failures.unencrypted, path: ['security'] });

export type SmtpSettingsInput = z.infer<typeof smtpSettingsSchema>;

/** What is stored. */
export type SmtpSettings = Omit<SmtpSettingsInput, 'password'> & { password: string };

/** Where and how the mail server is signed in to: the stored password belongs to these. */
const SERVER_FIELDS = { host: true, port: true, security: true, user: true } as const;
export const smtpServerSchema = smtpFields.pick(SERVER_FIELDS);
export type SmtpServer = z.infer<typeof smtpServerSchema>;

/** Whether a stored password may go on with these settings: a password typed for one server never follows them to another. */
export const sameSmtpServer = (stored: SmtpServer, typed: SmtpServer): boolean => (Object.keys(SERVER_FIELDS) as (keyof SmtpServer)[]).every((field) => stored[field] === typed[field]);

/** What the API shows: everything but the password, and whether there is one. */
export const smtpViewSchema = smtpFields.omit({ password: true }).extend({
  hasPassword: z.boolean(),
  /** The stored password came with a copy from another computer and cannot be read here: type it again. */
  passwordUnreadable: z.boolean(),
});
export type SmtpSettingsView = z.infer<typeof smtpViewSchema>;

export const MAIL_KINDS = ['confirmation', 'cancellation', 'reminder', 'venue-request', 'test', 'waitlist-offer', 'request-declined', 'change', 'survey', 'feedback-alert'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** pending until sent; failed once the last retry failed too. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One message of the mail log on 'Ajustes'. */
export const mailLogEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** The mail log on 'Ajustes': the latest messages, and today's messages from the public forms against their cap. */
export const mailLogSchema = z.object({
  messages: z.array(mailLogEntrySchema),
  publicForms: z.object({ sent: z.number(), cap: z.number() }),
});
export type MailLogEntry = z.infer<typeof mailLogEntrySchema>;
export type MailLog = z.infer<typeof mailLogSchema>;
