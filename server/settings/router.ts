import { Router } from 'express';
import { MESSAGES } from '../../shared/messages';
import { passwordChangeSchema } from '../../shared/schemas/password';
import { smtpSettingsSchema, type MailLog, type MailLogEntry } from '../../shared/schemas/smtp';
import { venueDetailsSchema } from '../../shared/schemas/venue';
import { bearerToken } from '../auth/guard';
import { badRequest, HttpError, notFound } from '../http/errors';
import { testMail } from '../mail/test-mail';
import { deliver } from '../mail/worker';
import type { Services } from '../services';
import { qrSheet } from './qr-codes';

const M = MESSAGES.venue;

/** The venue's details for anyone: the site and the e-mails read them from here. */
export function createVenuePublicRouter({ venue }: Services): Router {
  const router = Router();
  router.get('/venue', (_req, res) => {
    const details = venue.read();
    if (!details) throw notFound(M.notConfigured);
    res.json(details);
  });
  return router;
}

/**
 * 'Ajustes': the owner describes the venue (a hero photo must be one this server stored), sets the
 * outgoing mail server, changes the staff password, which signs every other device out, and prints
 * the QR codes of the public address.
 */
export function createSettingsAdminRouter({ venue, objectStorage, staffPassword, sessions, smtpSettings, outbox, events, publicAddress }: Services): Router {
  const router = Router();
  router.get('/settings/qr-codes', async (_req, res) => {
    res.json(await qrSheet(publicAddress()));
  });
  // The outgoing mail server: its password is never sent back.
  router.get('/settings/smtp', (_req, res) => {
    res.json({ settings: smtpSettings.view() });
  });
  router.put('/settings/smtp', (req, res) => {
    res.json({ settings: smtpSettings.write(smtpSettingsSchema.parse(req.body ?? {})) });
  });
  router.delete('/settings/smtp', (_req, res) => {
    smtpSettings.clear();
    res.json({ settings: null });
  });
  // 'Enviar correo de prueba': sent now, not queued, so the owner sees at once what the server says.
  router.post('/settings/smtp/test', async (_req, res) => {
    const settings = smtpSettings.read();
    if (!settings) throw badRequest(MESSAGES.mail.notConfigured);
    const details = venue.read();
    const recipient = details?.email ?? settings.from;
    try {
      await deliver(settings, details?.name ?? '', testMail(recipient, details?.name ?? ''));
    } catch (error) {
      throw new HttpError(502, MESSAGES.mail.testFailed(error instanceof Error ? error.message : String(error)));
    }
    res.json({ recipient });
  });
  router.get('/settings/mail-log', (_req, res) => {
    const messages: MailLogEntry[] = outbox.recent().map(({ id, kind, recipient, subject, status, attempts, lastError, createdAt, sentAt }) => ({ id, kind, recipient, subject, status, attempts, lastError, createdAt, sentAt }));
    res.json({ messages, publicForms: outbox.publicToday() } satisfies MailLog);
  });
  router.post('/settings/password', async (req, res) => {
    const change = passwordChangeSchema.parse(req.body ?? {});
    if (!(await staffPassword.check(change.currentPassword))) throw badRequest(MESSAGES.auth.currentPasswordWrong);
    await staffPassword.change(change.newPassword);
    // The guard let this request in, so it carries a token.
    sessions.removeAllExcept(bearerToken(req) as string);
    res.json({ success: true });
  });
  router.put('/settings/venue', async (req, res) => {
    const details = venueDetailsSchema.parse(req.body ?? {});
    const heroId = details.heroImageUrl?.split('/').pop();
    if (heroId && !(await objectStorage.hasOriginal(heroId))) throw badRequest(M.heroImage);
    const saved = venue.write(details);
    // One venue, so the id says which setting: other open screens read the new name at once.
    events.publish({ kind: 'venue-changed', id: 'venue' });
    res.json(saved);
  });
  return router;
}
