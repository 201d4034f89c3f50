/**
 * What a search engine reads first: robots.txt keeps it out of the staff screens and the API, and
 * the sitemap lists every public page, the menu's sections and categories as they are now.
 */
import escapeHtml from 'escape-html';
import { Router, type RequestHandler } from 'express';
import { ROUTES } from '../../shared/routes';
import { publicOrigin } from '../http/origin';
import type { PublicMenuReads } from '../menu';

const STAFF_PATHS = [ROUTES.dashboard, '/admin/', '/api/'];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...STAFF_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(origin: string, menu: PublicMenuReads): string {
  const paths = [
    ROUTES.home,
    ROUTES.menu,
    ...menu.sections().map((section) => ROUTES.menuSection.replace(':sectionId', String(section.id))),
    ...menu.categories().map((category) => ROUTES.menuCategory.replace(':categoryId', String(category.id))),
    ROUTES.legalNotice,
    ROUTES.privacyPolicy,
    ROUTES.cookiePolicy,
  ];
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/**
 * Both built per request from the data, so a new category is listed the moment it is visible; each
 * counts as a page against the client's burst limit (`limit`, server/fair-use/bursts.ts).
 */
export function createCrawlerRouter(menu: PublicMenuReads, publicAddress: () => string | null, limit: RequestHandler): Router {
  const router = Router();
  router.get('/robots.txt', limit, (req, res) => {
    res
      .type('text/plain; charset=utf-8')
      .set('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(publicOrigin(req, publicAddress())));
  });
  router.get('/sitemap.xml', limit, (req, res) => {
    res
      .type('application/xml; charset=utf-8')
      .set('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(publicOrigin(req, publicAddress()), menu));
  });
  return router;
}
