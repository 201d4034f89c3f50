/** Security headers on every kind of answer, and HSTS only over HTTPS through the trusted proxy. */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiContract } from '../../shared/api';
import { EARLY_TAPS_SCRIPT } from '../../shared/early-taps';
import { endpointsOf } from '../../shared/api/endpoint';
import { startTestServer, type TestServer } from '../helpers/server';

let staticDir: string;
let server: TestServer;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'venue-headers-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html lang="es"><body><div id="root"></div></body></html>');
  server = await startTestServer({ staticDir });
});

afterAll(async () => {
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

describe('every answer carries the security headers', () => {
  it.each([
    ['a page of the site', '/'],
    ['an unknown page', '/no-existe'],
    ['an API answer', '/api/health'],
    ['an API error', '/api/no-existe'],
    ['a missing image', '/objects/uploads/00000000-0000-4000-8000-000000000000?size=medium'],
  ])('%s (%s)', async (_label, pathname) => {
    const { headers } = await server.request(pathname);
    const csp = directives(headers.get('content-security-policy'));
    expect(csp.get('default-src')).toBe("'self'");
    // Beside its own files, exactly one inline script: the drawn pages' keeper of early taps.
    expect(csp.get('script-src')).toBe(`'self' 'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`);
    expect(csp.get('script-src-attr')).toBe("'none'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('object-src')).toBe("'none'");
    // Plain http on the venue's LAN must keep working: nothing may upgrade its requests.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('x-powered-by')).toBeNull();
  });
});

describe('the pages a visitor opens', () => {
  it.each(['/', '/menu', '/dashboard'])('%s cannot be framed, and may not use the camera, the microphone, the location or payments', async (pathname) => {
    const { status, headers } = await server.request(pathname);
    expect(status).toBe(200);
    expect(headers.get('x-frame-options')).toBe('DENY');
    const policy = new Map((headers.get('permissions-policy') ?? '').split(',').map((entry) => entry.trim().split('=') as [string, string]));
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture']) expect(policy.get(feature)).toBe('()');
    // 'Copiar' and 'Compartir' on a booking's confirmation keep working.
    expect(policy.has('clipboard-write')).toBe(false);
    expect(policy.has('web-share')).toBe(false);
  });

  it.each(['/', '/menu', '/dashboard'])('%s over HTTPS tells the browser to keep to HTTPS for a year', async (pathname) => {
    const answer = await server.request(pathname, { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain http, where the LAN reaches the kiosk', async () => {
    expect((await server.request('/')).headers.get('strict-transport-security')).toBeNull();
  });

  it('is sent when the trusted proxy on this machine says the visitor came over HTTPS', async () => {
    const answer = await server.request('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});

describe('the home page', () => {
  it('asks the browser to preload its hero image with a Link header, not an inline script', async () => {
    const answer = await server.request('/');
    expect(answer.headers.get('link')).toBe('</hero.svg>; rel=preload; as=image; fetchpriority=high');
    expect((await server.request('/aviso-legal')).headers.get('link')).toBeNull();
    expect((await server.request('/menu')).headers.get('link')).not.toContain('hero.svg');
  });
});

describe('staff answers', () => {
  let token: string;
  beforeAll(async () => {
    token = await server.login();
  });

  /** Every staff endpoint of the contract, its path parameters filled in with something well formed. */
  const staffEndpoints = endpointsOf(apiContract)
    .filter((endpoint) => endpoint.procedure['~orpc'].meta.audience === 'staff')
    .map(
      ({ method, path: pattern }) =>
        [method, pattern.replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'date' ? '2026-11-23' : name === 'time' || name.endsWith('Time') ? '20:00' : '1'))] as const,
    );

  it.each(staffEndpoints)('%s %s is never kept by a browser or a proxy, even when it refuses', async (method, pathname) => {
    const answer = await server.request(pathname, { method, token: 'caducado', body: method === 'GET' ? undefined : {} });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['the mail settings', '/api/admin/settings/smtp'],
    ['the day’s bookings', '/api/reservations/date/2026-11-23'],
    ['the guest book', '/api/admin/guests'],
    ['the dashboard', '/api/admin/dashboard?date=2026-11-23'],
  ])('%s (%s) are never kept', async (_label, pathname) => {
    const answer = await server.request(pathname, { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('files to download are never kept either, and still download', async () => {
    const csv = await server.request<string>('/api/admin/reports/bookings.csv?from=2026-11-01&to=2026-11-23', { token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(csv.headers.get('cache-control')).toContain('no-store');

    const copy = await server.request<{ id: string }>('/api/admin/backups', { method: 'POST', token });
    const zip = await fetch(`${server.url}/api/admin/backups/${copy.body.id}/download`, { headers: { authorization: `Bearer ${token}` } });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('cache-control')).toBe('no-store');
    expect((await zip.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('public answers stay cacheable', async () => {
    expect((await server.request('/api/menu/sections')).headers.get('cache-control') ?? '').not.toContain('no-store');
  });
});
