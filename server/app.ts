import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { apiContract } from '../shared/api';
import { HTTP_MESSAGES } from '../shared/messages/http';
import { serviceDate } from '../shared/schedule';
import { mountEndpoints } from './api/endpoints';
import { requireStaff } from './auth';
import type { Features } from './features';
import { createBurstLimits } from './fair-use';
import { errorHandler, notFound } from './http/errors';
import { onlyKnownHosts } from './http/known-hosts';
import { securityHeaders } from './http/security-headers';
import type { Kernel } from './kernel';
import { createObjectsFileRouter } from './objects';
import { createCrawlerRouter } from './site/crawlers';
import { createSiteRouter } from './site/router';

const API = '/api';
/** Uploads carry raw image bytes, read by their own handler, never as JSON. */
const UPLOADS = '/objects/uploads/';

/**
 * The whole venue server as an Express app, not listening; `startServer` or a test mounts it.
 * Every /api endpoint is mounted from the contract (shared/api/) with the features' handlers: its
 * path, its audience (the staff guard in front of staff endpoints) and its input and answer come
 * from there. The diner's pages and the images are served beside it.
 */
export function createApp({ clock, config, logger, events }: Pick<Kernel, 'clock' | 'config' | 'logger' | 'events'>, features: Pick<Features, 'provided' | 'handlers'>): Express {
  const { sessions, isKnownHost, publicMenu, venue, publicAddress, calendar } = features.provided;
  const bursts = createBurstLimits({ enabled: config.rateLimits, sessions });
  const json = express.json({ limit: '100kb' });
  const api = express.Router();
  api.use(bursts.api);
  api.use((req, res, next) => {
    if (req.path.startsWith(UPLOADS)) next();
    else json(req, res, next);
  });
  api.use(cookieParser());
  mountEndpoints(api, apiContract, features.handlers(), {
    staff: requireStaff(sessions),
    events,
    checkAnswers: config.checkAnswers,
    mountedAt: API,
  });
  api.use(() => {
    throw notFound(HTTP_MESSAGES.notFound);
  });

  const app = express();
  app.disable('x-powered-by');
  // A tunnel or reverse proxy on this machine forwards the diners' requests; trust it for their address.
  app.set('trust proxy', 'loopback');
  app.use(onlyKnownHosts(isKnownHost, logger));
  app.use(securityHeaders());
  app.use(compression());
  app.use(API, api);
  app.use('/objects', bursts.image);
  app.use(createObjectsFileRouter(features.provided));
  app.use(createCrawlerRouter(publicMenu, publicAddress, bursts.page));
  app.use(createSiteRouter(config.staticDir, { menu: publicMenu, venue, publicAddress, hours: () => ({ calendar: calendar.read(), today: serviceDate(clock()) }), logger }, bursts.page));
  app.use(errorHandler(logger));
  return app;
}
