import { setTimeout as sleep } from 'node:timers/promises';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { apiContract } from '../shared/api';
import { MESSAGES } from '../shared/messages';
import { serviceDate } from '../shared/schedule';
import { mountEndpoints } from './api/endpoints';
import { apiHandlers, type HandlerDeps } from './handlers';
import { requireStaff } from './auth/guard';
import type { Sleep } from './auth/login-limiter';
import { createBurstLimits } from './fair-use/bursts';
import { errorHandler, notFound } from './http/errors';
import { onlyKnownHosts } from './http/known-hosts';
import { securityHeaders } from './http/security-headers';
import { createObjectsFileRouter } from './objects/endpoints';
import { createCrawlerRouter } from './site/crawlers';
import { createSiteRouter } from './site/router';

/** Everything the app's routers need; no module-level singletons, so tests can run servers side by side. */
export interface AppDeps extends HandlerDeps {
  /** How the login limiter waits; tests pass one that only records the wait. */
  sleep?: Sleep;
}

const API = '/api';
/** Uploads carry raw image bytes, read by their own handler, never as JSON. */
const UPLOADS = '/objects/uploads/';

/**
 * The whole venue server as an Express app, not listening; `startServer` or a test mounts it.
 * Every /api endpoint is mounted from the contract (shared/api/): its path, its audience (the staff
 * guard in front of staff endpoints) and its input and answer come from there.
 */
export function createApp(deps: AppDeps): Express {
  const { config, logger, sleep: wait = sleep, services } = deps;
  const bursts = createBurstLimits({ enabled: config.rateLimits, sessions: services.sessions });
  const json = express.json({ limit: '100kb' });
  const api = express.Router();
  api.use(bursts.api);
  api.use((req, res, next) => {
    if (req.path.startsWith(UPLOADS)) next();
    else json(req, res, next);
  });
  api.use(cookieParser());
  mountEndpoints(api, apiContract, apiHandlers(deps, wait), {
    staff: requireStaff(services.sessions),
    events: services.events,
    checkAnswers: config.checkAnswers,
    mountedAt: API,
  });
  api.use(() => {
    throw notFound(MESSAGES.http.notFound);
  });

  const app = express();
  app.disable('x-powered-by');
  // A tunnel or reverse proxy on this machine forwards the diners' requests; trust it for their address.
  app.set('trust proxy', 'loopback');
  app.use(onlyKnownHosts(services.isKnownHost, logger));
  app.use(securityHeaders());
  app.use(compression());
  app.use(API, api);
  app.use('/objects', bursts.image);
  app.use(createObjectsFileRouter(services));
  app.use(createCrawlerRouter(services.publicMenu, services.publicAddress, bursts.page));
  app.use(
    createSiteRouter(
      config.staticDir,
      {
        menu: services.publicMenu,
        venue: services.venue,
        publicAddress: services.publicAddress,
        hours: () => ({ calendar: services.calendar.read(), today: serviceDate(deps.clock()) }),
        logger,
      },
      bursts.page,
    ),
  );
  app.use(errorHandler(logger));
  return app;
}
