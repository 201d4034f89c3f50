import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { MESSAGES } from '../../shared/messages';
import { ROUTE_PATTERNS, ROUTES, type RouteName } from '../../shared/routes';
import type { PublicMenuReads } from '../menu/public-reads';
import { createChunkHints } from './chunk-hints';
import { menuPageLink } from './preload-hints';

const HERO_HINT = '</hero.svg>; rel=preload; as=image; fetchpriority=high';

/**
 * The built React app. Known screens get index.html with 200; any other path gets it with 404,
 * so search engines and monitors see the miss while the app shows its not-found page.
 * Mounted after /api and /objects, which answer their own unknown paths.
 */
export function createSiteRouter(staticDir: string | null, menu: PublicMenuReads): Router {
  const router = Router();
  if (staticDir === null) {
    router.get('/{*splat}', (_req, res) => {
      res.status(503).type('text/plain; charset=utf-8').send(`${MESSAGES.site.notBuilt}\n`);
    });
    return router;
  }

  // Vite puts a content hash in every name under assets/, so a file there never changes.
  router.use(
    '/assets',
    express.static(path.join(staticDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    (_req, res) => {
      // A missing hashed file is an old or wrong build reference: HTML in its place would only confuse.
      res.status(404).type('text/plain; charset=utf-8').send(`${MESSAGES.site.assetMissing}\n`);
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

  const indexFile = path.join(staticDir, 'index.html');
  const chunkHints = createChunkHints(staticDir);
  // Each screen's Link header, in one place: the hero (the home page's largest paint, fetched
  // alongside the scripts with no inline script, which the CSP forbids), a menu page's data and
  // first photo, and the screen's scripts.
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    router.get(ROUTES[name], async (req, res, next) => {
      const links = [name === 'home' ? HERO_HINT : null, menuPageLink(menu, ROUTES[name], req.params as Record<string, string>), await chunkHints(name)];
      const link = links.filter((value) => value !== null).join(', ');
      if (link) res.set('Link', link);
      next();
    });
  }
  router.get([...ROUTE_PATTERNS], sendIndex(indexFile, 200));
  router.get('/{*splat}', sendIndex(indexFile, 404));
  return router;
}

/**
 * index.html names the current hashed bundles, so browsers must revalidate it on every visit
 * (no-cache); Express's ETag turns that into a cheap 304 for known screens. It is read per
 * request so a rebuilt app is served without restarting the server.
 */
function sendIndex(indexFile: string, status: 200 | 404): RequestHandler {
  return async (_req, res) => {
    const html = await readFile(indexFile);
    res.status(status).set('Cache-Control', 'no-cache').type('html').send(html);
  };
}
