import { Router } from 'express';
import { MESSAGES } from '../../shared/messages';
import { venueDetailsSchema } from '../../shared/schemas/venue';
import { badRequest, notFound } from '../http/errors';
import type { Services } from '../services';

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

/** 'Ajustes': the owner describes the venue. A hero photo must be one this server stored. */
export function createSettingsAdminRouter({ venue, objectStorage }: Services): Router {
  const router = Router();
  router.put('/settings/venue', async (req, res) => {
    const details = venueDetailsSchema.parse(req.body ?? {});
    const heroId = details.heroImageUrl?.split('/').pop();
    if (heroId && !(await objectStorage.hasOriginal(heroId))) throw badRequest(M.heroImage);
    res.json(venue.write(details));
  });
  return router;
}
