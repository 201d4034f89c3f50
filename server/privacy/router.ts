import { Router } from 'express';
import { guestQuerySchema, MAIL_BODY_DAYS, privacySettingsSchema, type PrivacyTerms } from '../../shared/schemas/privacy';
import type { Services } from '../services';

/** For anyone: what the privacy policy states about keeping data. */
export function createPrivacyPublicRouter({ privacySettings }: Services): Router {
  const router = Router();
  router.get('/privacy', (_req, res) => {
    res.json({ retentionMonths: privacySettings.read().retentionMonths, mailBodyDays: MAIL_BODY_DAYS } satisfies PrivacyTerms);
  });
  return router;
}

/**
 * 'Privacidad' on 'Ajustes', behind the staff guard: the retention period (a shorter one applies at
 * once), and one diner's data exported or erased.
 */
export function createPrivacyAdminRouter({ privacySettings, retention, guests, events }: Services): Router {
  const router = Router();

  router.get('/settings/privacy', (_req, res) => {
    res.json({ settings: privacySettings.read() });
  });
  router.put('/settings/privacy', (req, res) => {
    const settings = privacySettings.write(privacySettingsSchema.parse(req.body ?? {}));
    const removed = retention.apply();
    if (removed.reservations > 0) events.publish({ kind: 'reservation-updated', id: 'retention' });
    res.json({ settings, removed });
  });

  router.get('/guests/export', (req, res) => {
    const query = guestQuerySchema.parse({ email: req.query.email, phone: req.query.phone });
    const name = (query.email ?? query.phone).replace(/[^a-zA-Z0-9@._-]/g, '');
    res.attachment(`datos-${name}.json`).json(guests.export(query));
  });
  router.post('/guests/erase', (req, res) => {
    const erased = guests.erase(guestQuerySchema.parse(req.body ?? {}));
    if (erased.reservations > 0) events.publish({ kind: 'reservation-updated', id: 'erasure' });
    res.json(erased);
  });

  return router;
}
