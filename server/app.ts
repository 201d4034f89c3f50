import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { MESSAGES } from '../shared/messages';
import { requireAdmin } from './auth/guard';
import { createAuthRouter } from './auth/router';
import type { AppDeps } from './context';
import { createDashboardRouter } from './dashboard/router';
import { errorHandler, notFound } from './http/errors';
import { securityHeaders } from './http/security-headers';
import { createMenuAdminRouter } from './menu/admin-router';
import { createMenuPublicRouter } from './menu/public-router';
import { createObjectsApiRouter, createObjectsFileRouter } from './objects/router';
import { createReservationsRouter } from './reservations/router';
import { createSiteRouter } from './site/router';
import { createTablesRouter } from './tables/router';

/** The whole venue server as an Express app, not listening; `startServer` or a test mounts it. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // A tunnel or reverse proxy on this machine forwards the diners' requests; trust it for their address.
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders());
  app.use(compression());

  const api = express.Router();
  // Uploads carry raw image bytes; they are read by their own route, not as JSON.
  api.use(createObjectsApiRouter(deps));
  api.use(express.json({ limit: '100kb' }));
  api.use(cookieParser());
  api.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  api.use('/auth', createAuthRouter(deps));
  api.use('/admin', requireAdmin(deps));
  api.use(createReservationsRouter(deps));
  api.use(createTablesRouter(deps));
  api.use(createDashboardRouter(deps));
  api.use(createMenuPublicRouter(deps));
  api.use(createMenuAdminRouter(deps));
  api.use(() => {
    throw notFound(MESSAGES.http.notFound);
  });
  app.use('/api', api);

  app.use(createObjectsFileRouter(deps));
  app.use(createSiteRouter(deps.config.staticDir));
  app.use(errorHandler(deps.logger));
  return app;
}
