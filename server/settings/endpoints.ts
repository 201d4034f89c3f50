import type { RequestHandler } from 'express';
import type { settingsContract } from '../../shared/api/settings';
import { MAIL_MESSAGES } from '../../shared/messages/mail';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import type { MailLogEntry } from '../../shared/schemas/smtp';
import type { Handlers } from '../api/endpoints';
import { bearerToken } from '../http/bearer-token';
import { badRequest, HttpError } from '../http/errors';
import { deliver, explainMailFailure, mailServerWords, sameSmtpSettings, testMail } from '../mail';
import type { Logger } from '../kernel';
import { qrSheet } from './qr-codes';
import type { SessionStore, StaffPassword } from '../auth';
import type { Outbox, SmtpSettingsStore } from '../mail';
import type { VenueSettings } from '../venue';

type SettingsHandlers = Handlers<typeof settingsContract>;

/**
 * The outgoing mail server (its password never sent back), the staff password, which signs every
 * other device out, and the QR codes of the public address.
 */
export function mailAndAccessEndpoints(
  {
    venue,
    staffPassword,
    sessions,
    smtpSettings,
    outbox,
    publicAddress,
  }: { venue: VenueSettings; staffPassword: StaffPassword; sessions: SessionStore; smtpSettings: SmtpSettingsStore; outbox: Outbox; publicAddress: () => string | null },
  logger: Logger,
  passwordTries: RequestHandler[],
): Pick<SettingsHandlers, 'qrCodes' | 'smtp' | 'saveSmtp' | 'clearSmtp' | 'testSmtp' | 'mailLog' | 'changePassword'> {
  return {
    qrCodes: () => qrSheet(publicAddress()),
    smtp: () => ({ settings: smtpSettings.view() }),
    saveSmtp: ({ body }) => ({ settings: smtpSettings.write(body) }),
    clearSmtp: () => {
      smtpSettings.clear();
      return { settings: null };
    },
    // Sent now, not queued, so the owner learns at once whether it works, and why not in their own
    // words: what the server answered goes only to the server's log, never to a token holder.
    testSmtp: async ({ body: { settings: typed } }) => {
      const stored = smtpSettings.read();
      const settings = typed ? smtpSettings.asTyped(typed) : stored;
      if (!settings) throw badRequest(MAIL_MESSAGES.notConfigured);
      const details = venue.read();
      const recipient = details?.email ?? settings.from;
      try {
        await deliver(settings, details?.name ?? '', testMail(recipient, details?.name ?? ''));
      } catch (error) {
        logger.warn(`El correo de prueba no salió: ${mailServerWords(error, settings)}`);
        throw new HttpError(502, MAIL_MESSAGES.testFailed(explainMailFailure(error, settings)), 'mail-failed');
      }
      // 'Primeros pasos' counts a test of the settings saved, not of others typed and never saved.
      if (stored && sameSmtpSettings(stored, settings)) smtpSettings.markTested();
      return { recipient };
    },
    mailLog: () => ({
      messages: outbox
        .recent()
        .map(({ id, kind, recipient, subject, status, attempts, lastError, createdAt, sentAt }): MailLogEntry => ({ id, kind, recipient, subject, status, attempts, lastError, createdAt, sentAt })),
      publicForms: outbox.publicToday(),
    }),
    // A wrong current password counts with the sign-in's: a stolen session cannot guess it here.
    changePassword: {
      before: passwordTries,
      handle: async ({ body }, { req }) => {
        if (!(await staffPassword.check(body.currentPassword))) throw badRequest(AUTH_MESSAGES.currentPasswordWrong);
        await staffPassword.change(body.newPassword);
        // The guard let this request in, so it carries a token.
        sessions.removeAllExcept(bearerToken(req) as string);
        return { success: true };
      },
    },
  };
}
