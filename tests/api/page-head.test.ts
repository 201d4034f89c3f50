/**
 * What each served page says about the venue before any script runs: title, description, canonical
 * address, Open Graph preview, the Restaurant structured data and the details the app reads.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEEK } from '../../shared/calendar';
import type { MenuCategory, MenuSection } from '../../shared/menu-types';
import type { VenueDetails } from '../../shared/schemas/venue';
import { DEMO_VENUE } from '../../shared/venue';
import { startTestServer, type TestServer } from '../helpers/server';

const INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <title>Restaurante · Reservas y carta</title>
    <meta
      name="description"
      content="Reserva mesa online y consulta la carta."
    />
  </head>
  <body><div id="root"></div></body>
</html>`;

const PUBLIC_URL = 'https://reservas.posadadelvalle.es';

/** The head of a served page, read the way a crawler or a chat app's preview would. */
async function headOf(server: TestServer, pathname: string) {
  const answer = await server.request<string>(pathname);
  const html = answer.body;
  const meta = (attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  const scripts = (type: string) => [...html.matchAll(/<script type="([^"]*)"[^>]*>([\s\S]*?)<\/script>/g)].filter((match) => match[1] === type).map((match) => match[2]!);
  return {
    status: answer.status,
    html,
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]),
    description: meta('name', 'description'),
    descriptions: html.match(/name="description"/g)?.length ?? 0,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    robots: meta('name', 'robots'),
    og: (name: string) => meta('property', `og:${name}`),
    jsonLd: scripts('application/ld+json').map((text) => JSON.parse(text) as Record<string, unknown>),
    venueData: scripts('application/json').map((text) => JSON.parse(text) as VenueDetails),
  };
}

describe('the head of each served page', () => {
  let staticDir: string;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'venue-head-'));
    writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
    server = await startTestServer({ staticDir, seed: 'demo', publicUrl: PUBLIC_URL });
    token = await server.login();
  });

  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const save = (venue: VenueDetails) => server.request('/api/admin/settings/venue', { method: 'PUT', token, body: venue });

  it('home: the venue’s title and description, one of each, the canonical address and the preview', async () => {
    const head = await headOf(server, '/');
    expect(head.status).toBe(200);
    expect(head.titles).toEqual(['Valhalla · Restaurante en Alpedrete · Reservas y carta']);
    expect(head.descriptions).toBe(1);
    expect(head.description).toBe(DEMO_VENUE.description);
    expect(head.canonical).toBe(`${PUBLIC_URL}/`);
    expect(head.robots).toBeUndefined();
    expect([head.og('type'), head.og('site_name'), head.og('title'), head.og('url'), head.og('locale')]).toEqual([
      'website',
      'Valhalla',
      'Valhalla · Restaurante en Alpedrete · Reservas y carta',
      `${PUBLIC_URL}/`,
      'es_ES',
    ]);
  });

  it('carries the Restaurant structured data: address, phone, opening hours, bookings and menu', async () => {
    const [restaurant, ...others] = (await headOf(server, '/')).jsonLd;
    expect(others).toEqual([]);
    expect(restaurant).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Valhalla',
      url: `${PUBLIC_URL}/`,
      telephone: '+34918571234',
      email: DEMO_VENUE.email,
      address: { '@type': 'PostalAddress', streetAddress: 'Calle Real, 12', postalCode: '28430', addressLocality: 'Alpedrete', addressRegion: 'Madrid', addressCountry: 'ES' },
      acceptsReservations: `${PUBLIC_URL}/#reservar`,
      hasMenu: `${PUBLIC_URL}/menu`,
      sameAs: [DEMO_VENUE.links.photos],
    });
    const hours = restaurant!.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[];
    const on = (day: string) => hours.filter((spec) => spec.dayOfWeek === `https://schema.org/${day}`).map(({ opens, closes }) => `${opens}-${closes}`);
    expect(on('Monday')).toEqual(['18:00-00:00']);
    expect(on('Friday')).toEqual(['18:00-02:00']);
    expect(on('Saturday')).toEqual(['14:00-17:00', '18:00-02:00']);
    expect(on('Sunday')).toEqual(['14:00-17:00', '18:00-00:30']);
  });

  it('states the week the owner set and the next 60 days’ dates of their own, a closed one with no hours', async () => {
    const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, services: weekday === 1 ? [] : [{ name: 'Cena', firstStart: '19:00', lastStart: '22:00', lastEnd: '23:30' }] }));
    await server.request('/api/admin/calendar/week', { method: 'PUT', token, body: week });
    await server.request('/api/admin/calendar/days/2026-12-24', { method: 'PUT', token, body: { closed: true, note: 'Nochebuena' } });
    await server.request('/api/admin/calendar/days/2027-03-01', { method: 'PUT', token, body: { closed: true } });
    try {
      const [restaurant] = (await headOf(server, '/')).jsonLd;
      const hours = restaurant!.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[];
      expect(hours.filter((spec) => spec.dayOfWeek === 'https://schema.org/Monday')).toEqual([]);
      expect(hours.filter((spec) => spec.dayOfWeek === 'https://schema.org/Friday').map(({ opens, closes }) => `${opens}-${closes}`)).toEqual(['19:00-23:30']);
      // Past 60 days from the venue's today (23 November), a date is not stated yet.
      expect(restaurant!.specialOpeningHoursSpecification).toEqual([{ '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '00:00', closes: '00:00' }]);
    } finally {
      await server.request('/api/admin/calendar/days/2026-12-24', { method: 'DELETE', token });
      await server.request('/api/admin/calendar/days/2027-03-01', { method: 'DELETE', token });
      await server.request('/api/admin/calendar/week', { method: 'PUT', token, body: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, services: DEFAULT_WEEK[weekday % 7] })) });
    }
  });

  it('gives the app the same details GET /api/venue answers, so it needs no request for them', async () => {
    const head = await headOf(server, '/menu');
    expect(head.venueData).toEqual([(await server.request<VenueDetails>('/api/venue')).body]);
  });

  it('menu pages: their own titles, a category named by its name and described by its description', async () => {
    expect((await headOf(server, '/menu')).titles).toEqual(['Carta · Valhalla']);
    const [category] = (await server.request<MenuCategory[]>('/api/menu/categories')).body;
    const head = await headOf(server, `/menu/categoria/${category!.id}`);
    expect(head.titles).toEqual([`${category!.name} · Valhalla`]);
    expect(head.canonical).toBe(`${PUBLIC_URL}/menu/categoria/${category!.id}`);
    expect((await headOf(server, '/menu/categoria/9999')).titles).toEqual(['Carta · Valhalla']);
  });

  it("writes a description holding replacement patterns ($&, $`, $' and $$) as it is, in one head", async () => {
    const description = "Dulces $& de $` la casa $' a $$ 5";
    const created = await server.request<{ id: number }>('/api/admin/menu/categories', { method: 'POST', token, body: { name: 'Postres', description } });
    expect(created.status).toBe(201);
    const head = await headOf(server, `/menu/categoria/${created.body.id}`);
    // As HTML text: escaped, never expanded into copies of the page.
    expect(head.description).toBe('Dulces $&amp; de $` la casa $&#39; a $$ 5');
    expect(head.titles).toEqual(['Postres · Valhalla']);
    expect(head.html.match(/<head>/g)).toHaveLength(1);
    expect(head.html.match(/<\/head>/g)).toHaveLength(1);
  });

  it('keeps staff screens and unknown pages out of search results', async () => {
    for (const pathname of ['/dashboard', '/admin/subcategorias', '/no-existe']) {
      const head = await headOf(server, pathname);
      expect(head.robots, pathname).toBe('noindex');
      expect(head.canonical, pathname).toBeUndefined();
    }
    expect((await headOf(server, '/no-existe')).status).toBe(404);
  });

  it('shows an edit on the next page served, with markup in a name written as text', async () => {
    const edited = { ...DEMO_VENUE, name: 'Casa </script><script>alert(1)</script> & Co', description: 'Cocina "de sierra" <b>casera</b>' };
    expect((await save(edited)).status).toBe(200);
    try {
      const head = await headOf(server, '/');
      expect(head.titles).toEqual(['Casa &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co · Restaurante en Alpedrete · Reservas y carta']);
      expect(head.description).toBe('Cocina &quot;de sierra&quot; &lt;b&gt;casera&lt;/b&gt;');
      expect(head.html).not.toContain('<script>alert(1)');
      expect(head.jsonLd[0]!.name).toBe(edited.name);
      expect(head.venueData[0]!.name).toBe(edited.name);
    } finally {
      await save(DEMO_VENUE);
    }
  });

  it('a hero photo from Ajustes is the preview image, and the home page hints it in the widths a screen picks from', async () => {
    const issued = await server.request<{ uploadURL: string }>('/api/objects/upload', { method: 'POST', body: {}, token });
    const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#7c2d12' } })
      .jpeg()
      .toBuffer();
    const { objectPath } = (await (await fetch(issued.body.uploadURL, { method: 'PUT', body: new Uint8Array(jpeg), headers: { 'content-type': 'image/jpeg' } })).json()) as { objectPath: string };
    expect((await save({ ...DEMO_VENUE, heroImageUrl: objectPath })).status).toBe(200);
    try {
      expect((await headOf(server, '/')).og('image')).toBe(`${PUBLIC_URL}${objectPath}?size=large`);
      const link = (await server.request('/')).headers.get('link') ?? '';
      expect(link).toContain(
        `<${objectPath}?size=large>; rel=preload; as=image; fetchpriority=high; imagesrcset="${objectPath}?size=mobile 480w, ${objectPath}?size=tablet 768w, ${objectPath}?size=medium 1024w, ${objectPath}?size=large 1920w"; imagesizes="100vw"`,
      );
      expect(link).not.toContain('hero.svg');
    } finally {
      await save(DEMO_VENUE);
    }
  });
});

describe('what search engines read first', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seed: 'demo', publicUrl: PUBLIC_URL });
  });
  afterAll(() => server?.close());

  it('robots.txt keeps crawlers out of the staff screens and the API, and points at the sitemap', async () => {
    const answer = await server.request<string>('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe(['User-agent: *', 'Disallow: /dashboard', 'Disallow: /admin/', 'Disallow: /api/', '', `Sitemap: ${PUBLIC_URL}/sitemap.xml`, ''].join('\n'));
  });

  it('the sitemap lists home, the menu, every visible section and category, and the legal pages; nothing hidden or staff-only', async () => {
    const token = await server.login();
    const hidden = await server.request<{ id: number }>('/api/admin/menu/categories', { method: 'POST', token, body: { name: 'Fuera de carta', isVisible: false } });
    const answer = await server.request<string>('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const listed = [...answer.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(PUBLIC_URL, ''));
    const sections = (await server.request<MenuSection[]>('/api/menu/sections')).body;
    const categories = (await server.request<MenuCategory[]>('/api/menu/categories')).body;
    expect(sections.length).toBeGreaterThan(0);
    expect(listed).toEqual([
      '/',
      '/menu',
      ...sections.map((section) => `/menu/seccion/${section.id}`),
      ...categories.map((category) => `/menu/categoria/${category.id}`),
      '/aviso-legal',
      '/politica-privacidad',
      '/politica-cookies',
    ]);
    expect(listed).not.toContain(`/menu/categoria/${hidden.body.id}`);
  });
});

describe('before the venue has a name (SEED=none)', () => {
  it('serves the page as built, with nothing made up', async () => {
    const staticDir = mkdtempSync(path.join(tmpdir(), 'venue-head-'));
    writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
    const server = await startTestServer({ staticDir, seed: 'none' });
    try {
      expect((await server.request('/')).body).toBe(INDEX_HTML);
    } finally {
      await server.close();
      rmSync(staticDir, { recursive: true, force: true });
    }
  });
});
