/** The site router serving a built React app, through the real server on an ephemeral port. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '../../shared/early-taps';
import { publicGroups } from '../../shared/menu-order';
import type { CategoryComplete, MenuCategory, MenuSection } from '../../shared/menu-types';
import { ROUTE_PATTERNS } from '../../shared/routes';
import { startTestServer, type TestServer } from '../helpers/server';

const INDEX_HTML = `<!doctype html><html lang="es"><head><title>Valhalla</title></head><body><div id="root"></div>${'<!-- padding so compression is worth it -->'.repeat(40)}</body></html>`;
const HASHED_SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
/** What the .br file beside a script holds in this test: unlike the script, so the test knows which was sent. */
const PRECOMPRESSED_SCRIPT = `console.log(${JSON.stringify('y'.repeat(2000))});`;

/** A concrete path for a pattern: every `:param` becomes a sample id. */
function samplePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, '42');
}

describe('site router with a built app', () => {
  let staticDir: string;
  let server: TestServer;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'venue-site-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), HASHED_SCRIPT);
    // As the build writes them: the script, and beside it the same script compressed at brotli's strongest.
    writeFileSync(path.join(staticDir, 'assets', 'app-pre456.js'), HASHED_SCRIPT);
    writeFileSync(path.join(staticDir, 'assets', 'app-pre456.js.br'), brotliCompressSync(PRECOMPRESSED_SCRIPT));
    writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer({ staticDir });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each(ROUTE_PATTERNS.map((pattern) => [pattern, samplePath(pattern)]))('answers the route %s (%s) with index.html, 200 and no-cache', async (_pattern, pathname) => {
    const answer = await server.request(pathname);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.body).toBe(INDEX_HTML);
  });

  it('matches routes the way the React router does: any case, optional trailing slash', async () => {
    expect((await server.request('/MENU/seccion/7/')).status).toBe(200);
  });

  it.each(['/no-existe', '/menu/seccion', '/menu/seccion/1/extra', '/index.htm'])('answers the unknown path %s with index.html and 404, for the app to show its page', async (pathname) => {
    const answer = await server.request(pathname);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.body).toBe(INDEX_HTML);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const answer = await server.request('/assets/app-abc123.js');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/javascript/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.body).toBe(HASHED_SCRIPT);
  });

  it('answers a missing asset with a plain 404, never index.html', async () => {
    const answer = await server.request('/assets/app-gone999.js');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(answer.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('serves other static files with a short cache', async () => {
    const answer = await server.request('/favicon.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('gives index.html no-cache even when asked for by name', async () => {
    const answer = await server.request('/index.html');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('lets the browser revalidate index.html cheaply with its ETag', async () => {
    const first = await server.request('/menu');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a browser revalidating; fetch would otherwise add `cache-control: no-cache` to a conditional request.
    const second = await server.request('/menu', { headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' } });
    expect(second.status).toBe(304);
  });

  it.each(['/', '/no-existe', '/assets/app-abc123.js'])('compresses %s with gzip when the client accepts it', async (pathname) => {
    const answer = await server.request(pathname, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('sends the script the build compressed to a browser that takes brotli, immutable, and the plain one to others', async () => {
    const compressed = await server.request('/assets/app-pre456.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
    expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(compressed.body).toBe(PRECOMPRESSED_SCRIPT);
    const plain = await server.request('/assets/app-pre456.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toBe(HASHED_SCRIPT);
  });

  it('does not compress when the client does not accept it', async () => {
    const answer = await server.request('/', { headers: { 'accept-encoding': 'identity' } });
    expect(answer.headers.get('content-encoding')).toBeNull();
  });

  it('still answers an unknown /api path with a JSON 404', async () => {
    const answer = await server.request<{ message: string }>('/api/no-existe');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(typeof answer.body.message).toBe('string');
  });
});

describe('site router without a built app', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ staticDir: null });
  });

  afterAll(async () => {
    await server?.close();
  });

  it.each(['/', '/menu', '/no-existe'])('answers %s with a plain 503 saying how to build the app', async (pathname) => {
    const answer = await server.request<string>(pathname);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(answer.body).toContain('npm run build:renderer');
  });

  it('still answers /api itself', async () => {
    const answer = await server.request<{ status: string }>('/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });
});

describe('menu pages hint the browser at their data and first photo', () => {
  let staticDir: string;
  let server: TestServer;
  const data = (href: string) => `<${href}>; rel=preload; as=fetch; crossorigin=use-credentials`;
  const phonePhotos = (url: string) => [
    `<${url}?size=mobile>; rel=preload; as=image; fetchpriority=high; media="(max-width: 511px) and (max-resolution: 1.99dppx)"`,
    `<${url}?size=tablet>; rel=preload; as=image; fetchpriority=high; media="(max-width: 511px) and (min-resolution: 2dppx)"`,
  ];
  const linkOf = async (pathname: string) => (await server.request(pathname)).headers.get('link');

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'venue-site-'));
    writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
    server = await startTestServer({ staticDir, seed: 'demo' });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('/menu: the sections, and the first section card’s photo in the size a phone card asks for', async () => {
    const [first] = (await server.request<MenuSection[]>('/api/menu/sections')).body;
    expect(await linkOf('/menu')).toBe([data('/api/menu/sections'), ...phonePhotos(first!.imageUrl!)].join(', '));
  });

  it('a section page: the section, its categories, and the photos of the first row of category cards', async () => {
    const [first, second] = (await server.request<MenuCategory[]>('/api/menu/sections/1/categories')).body;
    expect(await linkOf('/menu/seccion/1')).toBe(
      [
        data('/api/menu/sections/1'),
        data('/api/menu/sections/1/categories'),
        `<${first!.imageUrl}?size=mobile>; rel=preload; as=image; fetchpriority=high`,
        `<${second!.imageUrl}?size=mobile>; rel=preload; as=image; fetchpriority=high`,
      ].join(', '),
    );
  });

  it('a category page: its dishes, and the photo of the dish shown first', async () => {
    const complete = (await server.request<CategoryComplete>('/api/menu/categories/1/complete')).body;
    const first = publicGroups(complete.products, complete.subcategories)[0]!.products[0]!;
    expect(await linkOf('/menu/categoria/1')).toBe([data('/api/menu/categories/1/complete'), ...phonePhotos(first.imageUrl!)].join(', '));
  });

  it('hints only photos stored here, never an https address typed by staff', async () => {
    const token = await server.login();
    const made = await server.request<{ id: number }>('/api/admin/menu/categories', { method: 'POST', token, body: { name: 'Con foto ajena' } });
    await server.request('/api/admin/menu/products', { method: 'POST', token, body: { name: 'Plato', categoryId: made.body.id, imageUrl: 'https://example.com/plato.jpg' } });
    expect(await linkOf(`/menu/categoria/${made.body.id}`)).toBe(data(`/api/menu/categories/${made.body.id}/complete`));
  });

  it('an unknown category gets only the data hint; a malformed id and other pages get none', async () => {
    expect(await linkOf('/menu/categoria/9999')).toBe(data('/api/menu/categories/9999/complete'));
    expect(await linkOf('/menu/categoria/abc')).toBeNull();
    expect(await linkOf('/menu/seccion/0')).toBeNull();
    expect(await linkOf('/aviso-legal')).toBeNull();
  });
});

describe('a diner’s page drawn on the server', () => {
  const BUILT_INDEX = `<!doctype html><html lang="es"><head><title>Valhalla</title><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-abc.js"></head><body><div id="root"><div class="page-loading" role="status">Cargando…</div></div></body></html>`;
  // A stand-in for the build's renderer (renderer/src/ssr/entry-server.tsx): it draws a category's
  // name from the server's own reads, knows no other category, and fails on /menu.
  const RENDERER = `
    export async function renderPage({ route, params, path, search, consentChosen }, reads) {
      if (route === 'menu') throw new Error('roto');
      if (route !== 'menuCategory') return null;
      const complete = reads.complete(Number(params.categoryId));
      if (!complete) return null;
      return { html: '<main><h1>' + complete.category.name + '</h1><p>' + path + '?' + search + '</p></main>', state: { route, consentChosen, answers: [{ queryKey: ['/api/menu/categories', complete.category.id, 'complete'], data: complete }] } };
    }`;
  let staticDir: string;
  let server: TestServer;
  const errors: string[] = [];

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'venue-site-'));
    writeFileSync(path.join(staticDir, 'index.html'), BUILT_INDEX);
    mkdirSync(`${staticDir}-ssr`);
    writeFileSync(`${staticDir}-ssr/entry-server.mjs`, RENDERER);
    const logger = { info: () => {}, warn: () => {}, error: (message: string) => errors.push(message) };
    server = await startTestServer({ staticDir, seed: 'demo', logger });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(`${staticDir}-ssr`, { recursive: true, force: true });
  });

  it('arrives drawn, with the answers it was drawn from for the browser, its scripts after what paints it', async () => {
    const answer = await server.request<string>('/menu/categoria/1?sin=Gluten');
    expect(answer.status).toBe(200);
    const html = String(answer.body);
    expect(html).toContain('<div id="root"><main><h1>Entrantes para compartir</h1><p>/menu/categoria/1?sin=Gluten</p></main></div>');
    const state = JSON.parse(/<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html)![1]!) as { route: string; answers: { data: CategoryComplete }[] };
    expect(state.route).toBe('menuCategory');
    expect(state.answers[0]!.data.products.length).toBeGreaterThan(0);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-abc.js">');
    // Its buttons keep a tap given before the scripts arrive: the one inline script, the one the CSP allows.
    expect(html).toContain(`<script>${EARLY_TAPS_SCRIPT}</script>`);
    // Its dishes are in the page: the Link header hints the first photo, not a read of them.
    expect(answer.headers.get('link')).not.toContain('/api/menu/categories/1/complete');
    expect(answer.headers.get('link')).toContain('rel=preload; as=image');
  });

  it('a category that does not exist is sent undrawn, for the browser to say so', async () => {
    const answer = await server.request<string>('/menu/categoria/9999');
    expect(answer.status).toBe(200);
    expect(String(answer.body)).toContain('<div id="root"><div class="page-loading" role="status">Cargando…</div></div>');
    expect(String(answer.body)).not.toContain('page-state');
    // Nothing drawn, nothing to keep taps for: the browser draws the page with its handlers.
    expect(String(answer.body)).not.toContain(EARLY_TAPS_SCRIPT);
    expect(answer.headers.get('link')).toContain('</api/menu/categories/9999/complete>; rel=preload');
  });

  it('a page the renderer fails on is still served, undrawn, and the failure is logged in Spanish', async () => {
    const answer = await server.request<string>('/menu');
    expect(answer.status).toBe(200);
    expect(String(answer.body)).toContain('<div id="root"><div class="page-loading" role="status">Cargando…</div></div>');
    expect(errors).toContain('No se pudo dibujar /menu en el servidor: se envía para que la dibuje el navegador.');
  });
});
