/**
 * The diner's pages drawn on the server (the home page and the menu's), so a phone paints the page
 * from the HTML alone and the scripts that follow take it over instead of drawing it. The renderer is
 * the app's own code, built for Node by `npm run build:renderer` beside the browser's build
 * (`<build>-ssr/entry-server.mjs`). Without that file (the development server, an older build) pages
 * are sent as before and the browser draws them.
 */
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import type { PublicVenue } from '../../shared/api/dto';
import { SITE_MESSAGES } from './messages';
import { PAGE_STATE_ID } from '../../shared/page-state';
import { EARLY_TAPS_SCRIPT } from '../../shared/early-taps';
import type { RouteName } from '../../shared/routes';
import type { PageReads, PageRequest, RenderedPage } from '../../shared/page-state';
import { CONSENT_COOKIE, isConsentChoice } from '../../shared/cookies';
import type { PublicMenuReads } from '../menu';
import type { Logger } from '../kernel';
import { readVisitor } from '../menu';
import { scriptJson } from './page-head';

interface ServerRenderer {
  renderPage(request: PageRequest, reads: PageReads): Promise<RenderedPage | null>;
}

/** index.html's #root as the build writes it, empty or holding the loading notice; a drawn page replaces it. */
const EMPTY_ROOT = /<div id="root">(?:<div class="page-loading"[^>]*>[^<]*<\/div>)?<\/div>/;

/** A page's HTML, and whether it arrives drawn (then its scripts are fetched after what paints it). */
export interface RenderedHtml {
  html: string;
  drawn: boolean;
}

export type PageRender = (html: string, route: RouteName, req: Request, venue: PublicVenue) => Promise<RenderedHtml>;

/**
 * A drawn page needs its scripts only to respond to taps: on a weak connection the stylesheet and
 * the largest picture go first (the build names the scripts at high priority, for pages the browser
 * draws).
 */
const scriptsLast = (html: string) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');

export function createPageRender(staticDir: string, menu: PublicMenuReads, logger: Logger): PageRender {
  const file = `${staticDir}-ssr/entry-server.mjs`;
  // Loaded again when the build changes, as index.html is read per request: a rebuilt app must not
  // be drawn by the renderer of the build before (its markup would not match the new scripts).
  let loaded: { version: number; renderer: Promise<ServerRenderer> } | null = null;
  const rendererNow = (): Promise<ServerRenderer> | null => {
    const version = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (version === undefined) return null;
    if (loaded?.version !== version) loaded = { version, renderer: import(`${pathToFileURL(file).href}?v=${version}`) as Promise<ServerRenderer> };
    return loaded.renderer;
  };
  return async (html, route, req, venue) => {
    const renderer = rendererNow();
    if (!renderer || !EMPTY_ROOT.test(html)) return { html, drawn: false };
    const visitor = readVisitor(req);
    const reads: PageReads = {
      venue,
      sections: () => menu.sections(),
      section: (id) => menu.section(id),
      categoriesOfSection: (id) => menu.categoriesOfSection(id),
      complete: (id) => menu.complete(id, visitor),
    };
    const query = req.originalUrl.indexOf('?');
    const search = query === -1 ? '' : req.originalUrl.slice(query + 1);
    let page: RenderedPage | null;
    try {
      const cookies: Record<string, unknown> = req.cookies ?? {};
      const request = { route, params: req.params as Record<string, string>, path: req.path, search, consentChosen: isConsentChoice(cookies[CONSENT_COOKIE]) };
      page = await (await renderer).renderPage(request, reads);
    } catch (error) {
      // A page the server cannot draw (or a renderer that does not load) is still a working page:
      // the browser draws it, as it does every staff screen.
      logger.error(SITE_MESSAGES.pageNotDrawn(req.path), error);
      return { html, drawn: false };
    }
    if (!page) return { html, drawn: false };
    const drawn = scriptsLast(html)
      .replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>`)
      .replace('</head>', () => `  <script>${EARLY_TAPS_SCRIPT}</script>\n  <script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(page.state)}</script>\n  </head>`);
    return { html: drawn, drawn: true };
  };
}
