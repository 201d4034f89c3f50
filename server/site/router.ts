import { readFile } from 'node:fs/promises';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { SITE_MESSAGES } from './messages';
import { ROUTES, type RouteName } from '../../shared/routes';
import type { VenueDetails } from '../../shared/schemas/venue';
import { publicOrigin } from '../http/origin';
import type { PublicMenuReads } from '../menu';
import { publishedVenue, type VenueSettings } from '../venue';
import type { Logger } from '../kernel';
import { createChunkHints } from './chunk-hints';
import { createPageRender, type RenderedHtml } from './page-render';
import { headTags, pageMeta, withHead } from './page-head';
import type { OpeningHours } from './structured-data';
import { heroLink, menuPageLink } from './preload-hints';

export interface SiteSources {
  menu: PublicMenuReads;
  venue: VenueSettings;
  /** PUBLIC_URL or the tunnel's address: the one canonical links and previews name, when there is one. */
  publicAddress(): string | null;
  /** The venue's calendar and today's date: the opening hours the page's structured data states. */
  hours(): OpeningHours;
  logger: Logger;
}

/**
 * The built React app. Known screens get index.html with 200; any other path gets it with 404,
 * so search engines and monitors see the miss while the app shows its not-found page.
 * Mounted after /api and /objects, which answer their own unknown paths. Every page drawn counts
 * against the client's burst limit (`limitPages`, server/fair-use/bursts.ts); static files do not.
 */
export function createSiteRouter(staticDir: string | null, sources: SiteSources, limitPages: RequestHandler): Router {
  const { menu } = sources;
  const router = Router();
  if (staticDir === null) {
    router.get('/{*splat}', (_req, res) => {
      res.status(503).type('text/plain; charset=utf-8').send(`${SITE_MESSAGES.notBuilt}\n`);
    });
    return router;
  }

  // Vite puts a content hash in every name under assets/, so a file there never changes. The build
  // wrote each script compressed beside it (.br, .gz): sent as they are to a browser that takes them.
  router.use(
    '/assets',
    expressStaticGzip(path.join(staticDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', index: false },
    }),
    (_req, res) => {
      // A missing hashed file is an old or wrong build reference: HTML in its place would only confuse.
      res.status(404).type('text/plain; charset=utf-8').send(`${SITE_MESSAGES.assetMissing}\n`);
    },
  );
  // Favicon, robots.txt and the like keep their names across builds: cache them briefly.
  router.use(
    express.static(staticDir, {
      maxAge: '1h',
      index: false,
      // A screen's path must reach the router below even if a folder of the build shares its name.
      redirect: false,
      setHeaders: (res, filePath) => {
        if (filePath.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );

  // Below the files: what is left is a page to draw.
  router.use(limitPages);

  const chunkHints = createChunkHints(staticDir);
  const pageOf = pageMaker(staticDir, sources);
  // A page drawn here reads two cookies: the visitor's likes and their cookie choice (page-render.ts).
  const cookies = cookieParser();
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    router.get(ROUTES[name], cookies, async (req, res) => {
      // The venue is read once per page: for its head, and for the home page's hero hint.
      const venue = sources.venue.read();
      const page = await pageOf(req, name, venue);
      // The screen's Link header, in one place: the hero picture, a menu page's data and first
      // photo, and the screen's scripts.
      const params = req.params as Record<string, string>;
      const links = [name === 'home' ? heroLink(venue?.heroImageUrl ?? null) : null, menuPageLink(menu, ROUTES[name], params, page.drawn), await chunkHints(name, page.drawn)];
      const link = links.filter((value) => value !== null).join(', ');
      if (link) res.set('Link', link);
      sendPage(res, 200, page.html);
    });
  }
  router.get('/{*splat}', async (req, res) => sendPage(res, 404, (await pageOf(req, null, sources.venue.read())).html));
  return router;
}

/**
 * index.html names the current hashed bundles, so browsers must revalidate it on every visit
 * (no-cache); Express's ETag turns that into a cheap 304 for known screens. A path no screen knows
 * is answered 404.
 */
function sendPage(res: Response, status: 200 | 404, html: string): void {
  res.status(status).set('Cache-Control', 'no-cache').type('html').send(html);
}

/**
 * A page's HTML: index.html, read per request so a rebuilt app is served without restarting the
 * server, with the page's head for the venue as it is now, and a diner's page drawn (page-render.ts).
 */
function pageMaker(staticDir: string, { menu, publicAddress, hours, logger }: SiteSources) {
  const indexFile = path.join(staticDir, 'index.html');
  const render = createPageRender(staticDir, menu, logger);
  return async (req: Request, route: RouteName | null, details: VenueDetails | null): Promise<RenderedHtml> => {
    const html = await readFile(indexFile, 'utf8');
    // Before the venue has a name there is nothing to describe: the app asks for it (first run).
    if (!details) return { html, drawn: false };
    const opening = hours();
    const head = headTags(pageMeta(route, req.params as Record<string, string>, details, menu), details, publicOrigin(req, publicAddress()), req.path, opening);
    const page = withHead(html, head);
    return route ? render(page, route, req, publishedVenue(details, opening.calendar.week)) : { html: page, drawn: false };
  };
}
