/**
 * The contract (shared/api/) is the API: every route the server mounts under /api is an endpoint
 * of it, every endpoint answers, and /api/openapi.json describes them all.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { apiContract } from '../../shared/api';
import { routeTableSource } from '../../shared/api/route-table';
import { endpointsOf } from '../../shared/api/endpoint';
import { expressPath } from '../../server/api/endpoints';
import { createApp } from '../../server/app';
import { signedInServer } from '../helpers/server';

const endpoints = endpointsOf(apiContract);
const declared = endpoints.map(({ method, path }) => `${method} ${path}`);

/** Builds the app without a database: only its routing table is read, no request is sent. */
function routingTable(): string[] {
  const anything: unknown = new Proxy(() => anything, { get: (_target, key) => (key === 'then' ? undefined : anything), apply: () => anything });
  const kernel = { clock: () => new Date(), config: { staticDir: null, checkAnswers: false }, logger: anything, events: anything } as unknown as Parameters<typeof createApp>[0];
  const features = { provided: anything, handlers: () => anything } as unknown as Parameters<typeof createApp>[1];
  // Express's layers, as far as this reads them (its typings do not declare rawPath or a router's stack).
  type Layer = { rawPath?: string; route?: { path: string; methods: Record<string, boolean> }; handle: { stack?: Layer[] } };
  const app = createApp(kernel, features) as unknown as { router: { stack: Layer[] } };
  const api = app.router.stack.find((layer) => layer.rawPath === '/api');
  return (api?.handle.stack ?? []).flatMap(({ route }) => (route ? Object.keys(route.methods).map((method) => `${method.toUpperCase()} /api${route.path}`) : []));
}

describe('the routes mounted under /api', () => {
  it('are exactly the contract’s endpoints, each mounted once per audience', () => {
    const mounted = routingTable();
    const asExpress = endpoints.map(({ method, path }) => `${method} /api${expressPath(path, '/api')}`);
    expect([...mounted].sort()).toEqual([...asExpress].sort());
    expect(endpoints.length).toBeGreaterThan(60);
  });

  it('declare every staff endpoint with the session guard and name the live event of each change', () => {
    const staff = endpoints.filter((e) => e.procedure['~orpc'].meta.audience === 'staff').map((e) => e.name);
    expect(staff).toEqual(expect.arrayContaining(['reservations.checkin', 'reservations.bookForStaff', 'tables.create', 'menuAdmin.sections.create', 'settings.backups', 'system.events']));
    expect(endpoints.filter((e) => e.path.startsWith('/api/admin/')).every((e) => e.procedure['~orpc'].meta.audience === 'staff')).toBe(true);
    const emits = Object.fromEntries(endpoints.map((e) => [e.name, e.procedure['~orpc'].meta.emits]));
    expect(emits).toMatchObject({
      'reservations.book': 'reservation-created',
      'reservations.checkin': 'reservation-updated',
      'reservations.cancel': 'reservation-cancelled',
      'tables.remove': 'table-changed',
      'menuAdmin.products.create': 'menu-changed',
    });
  });
});

describe('the React app’s route table (shared/api/routes.json)', () => {
  it('is the contract’s, as `npm run api:routes` writes it', () => {
    expect(readFileSync(new URL('../../shared/api/routes.json', import.meta.url), 'utf8')).toBe(routeTableSource(apiContract));
  });
});

describe('a running server', () => {
  const context = signedInServer({ seed: 'demo' });

  it('answers on every endpoint of the contract (none falls through to "Ruta no encontrada")', async () => {
    const sample: Record<string, string> = { id: '1', date: '2026-11-23', startTime: '21:00', endTime: '23:00', time: '21:00' };
    const unrouted: string[] = [];
    for (const { method, path, name } of endpoints) {
      // The stream stays open and the restore replaces the data: their routes are reached in their own tests.
      if (name === 'system.events' || name === 'settings.restore' || name === 'settings.downloadBackup') continue;
      const pathname = path.replace(/\{(\w+)\}/g, (_m, key: string) => sample[key] ?? '1');
      const answer = await context.server.request(pathname, { method, token: context.token, body: method === 'GET' ? undefined : {} });
      if (answer.body?.message === 'Ruta no encontrada') unrouted.push(`${method} ${path}`);
    }
    expect(unrouted).toEqual([]);
  });

  it('serves its OpenAPI 3.1 document, listing every endpoint, the staff ones needing the bearer session', async () => {
    const answer = await context.server.request('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.1');
    const listed = Object.entries(answer.body.paths as Record<string, Record<string, { security?: unknown }>>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/^\/api/, '/api')}`),
    );
    // Two audiences share a few paths (a staff booking and a diner's): the document lists the path once.
    expect(new Set(listed)).toEqual(new Set(declared));
    expect(answer.body.components.securitySchemes.sesion).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(answer.body.paths['/api/admin/tables'].get.security).toEqual([{ sesion: [] }]);
    // Public: an empty list says so, where no `security` at all would leave a reader guessing.
    expect(answer.body.paths['/api/menu/sections'].get.security).toEqual([]);
    expect(answer.body.paths['/api/reservations'].post.security).toEqual([{}, { sesion: [] }]);
    const checkin = answer.body.paths['/api/reservations/{id}/checkin'].patch;
    expect(checkin.responses['409'].content['application/json'].schema.properties.code.enum).toEqual(expect.arrayContaining(['conflict', 'table-taken']));
    expect(checkin.responses['200'].content['application/json'].schema.properties).toHaveProperty('confirmationNumber');
  });

  it('tells its reader what each operation does, who may call it, and what a file, a stream or a bad input answers', async () => {
    const { body: doc } = await context.server.request('/api/openapi.json');
    type Operation = { summary?: string; security?: unknown[]; responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }> };
    const operations = Object.values(doc.paths as Record<string, Record<string, Operation>>).flatMap((byMethod) => Object.values(byMethod));
    expect(operations.filter((operation) => !operation.summary?.trim() || !Array.isArray(operation.security))).toEqual([]);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.paths['/api/reservations'].post.summary).toBe('Reservar mesa desde la web');

    const answerTypes = (path: string, method = 'get') => Object.keys(doc.paths[path][method].responses['200'].content);
    expect(answerTypes('/api/reservations/calendar')).toEqual(['text/calendar']);
    expect(answerTypes('/api/admin/reports/bookings.csv')).toEqual(['text/csv']);
    expect(answerTypes('/api/admin/backups/{id}/download')).toEqual(['application/zip']);
    expect(answerTypes('/api/admin/events')).toEqual(['text/event-stream']);
    expect(doc.paths['/api/admin/guests/export'].get.responses['200'].headers).toHaveProperty('Content-Disposition');
    expect(Object.keys(doc.paths['/api/objects/uploads/{id}'].put.requestBody.content)).toEqual(['image/*']);

    const booking = doc.paths['/api/reservations'].post;
    const fields = booking.requestBody.content['application/json'].schema.properties;
    expect(fields.customerEmail).toMatchObject({ type: 'string', format: 'email' });
    expect(fields.date).toMatchObject({ type: 'string', format: 'date' });
    expect(fields.startTime.pattern).toBe('^([01]\\d|2[0-3]):(00|30)$');
    expect(booking.responses['400'].content['application/json'].schema.properties.issues.items.required).toEqual(['path', 'message']);
  });
});
