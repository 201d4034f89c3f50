import { setTimeout as sleep } from 'node:timers/promises';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { MESSAGES } from '../shared/messages';
import { requireStaff } from './auth/guard';
import { createBackupsRouter } from './backup/router';
import { createAuthRouter } from './auth/router';
import { createSetupRouter } from './auth/setup-router';
import type { AppDeps } from './context';
import { createDashboardRouter } from './dashboard/router';
import { createEventsRouter } from './events/router';
import { errorHandler, notFound } from './http/errors';
import { onlyKnownHosts } from './http/known-hosts';
import { securityHeaders } from './http/security-headers';
import { createMenuAdminRouter } from './menu/admin-router';
import { createMenuPublicRouter } from './menu/public-router';
import { createLanRouter } from './network/router';
import { createObjectsFileRouter, createUploadIssueRouter, createUploadReceiveRouter } from './objects/router';
import { createPrivacyAdminRouter, createPrivacyPublicRouter } from './privacy/router';
import { createAttemptsPublicRouter, createReservationsPublicRouter } from './reservations/public-router';
import { createReservationsStaffRouter } from './reservations/staff-router';
import { createSettingsAdminRouter, createVenuePublicRouter } from './settings/router';
import { createCrawlerRouter } from './site/crawlers';
import { createSiteRouter } from './site/router';
import { createTablesPublicRouter } from './tables/public-router';
import { createTablesAdminRouter, createTablesStaffRouter } from './tables/staff-router';
import { createTunnelRouter } from './tunnel/router';

/**
 * The whole venue server as an Express app, not listening; `startServer` or a test mounts it.
 * Every staff router is mounted behind the one guard; on paths diners share (a booking, a cancel,
 * a range), the public router hands staff requests on to the guarded one mounted after it.
 */
export function createApp({ db, clock, config, logger, sleep: wait = sleep, services, restore }: AppDeps): Express {
  const staff = requireStaff(services.sessions);

  const api = express.Router();
  // Uploads carry raw image bytes; they are read by their own route, not as JSON.
  api.use('/objects', createUploadReceiveRouter(services, clock));
  api.use(express.json({ limit: '100kb' }));
  api.use(cookieParser());
  api.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  api.use('/auth', createAuthRouter(db, services.sessions, wait));
  api.use(createSetupRouter(services));

  api.use('/reservations', createReservationsPublicRouter(services, clock));
  api.use('/reservations', staff, createReservationsStaffRouter(services));
  api.use('/reservation-attempt', createAttemptsPublicRouter(services));
  api.use('/tables', createTablesPublicRouter(services, clock));
  api.use('/tables', staff, createTablesStaffRouter(services));
  api.use(createMenuPublicRouter(services));
  api.use(createVenuePublicRouter(services));
  api.use(createPrivacyPublicRouter(services));
  api.use('/objects/upload', staff, createUploadIssueRouter(services, clock));
  const admin = express.Router();
  admin.use('/tables', createTablesAdminRouter(services));
  admin.use(createMenuAdminRouter(services));
  admin.use(createDashboardRouter(services, clock));
  admin.use(createEventsRouter(services.events, services.sessions));
  admin.use(createSettingsAdminRouter(services));
  admin.use(createTunnelRouter(services));
  admin.use(createLanRouter(services));
  admin.use(createBackupsRouter(services, clock, restore));
  admin.use(createPrivacyAdminRouter(services));
  api.use('/admin', staff, admin);
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
  app.use('/api', api);
  app.use(createObjectsFileRouter(services));
  app.use(createCrawlerRouter(services.publicMenu, services.publicAddress));
  app.use(createSiteRouter(config.staticDir, { menu: services.publicMenu, venue: services.venue, publicAddress: services.publicAddress }));
  app.use(errorHandler(logger));
  return app;
}
