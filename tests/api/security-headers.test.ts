/** Security headers on every kind of answer, and HSTS only over HTTPS through the trusted proxy. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  new Map((policy ?? '').split(';').map((part) => {
    const [name = '', ...values] = part.trim().split(/\s+/);
    return [name, values.join(' ')];
  }));

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
    expect(csp.get('script-src')).toBe("'self'");
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

describe('Strict-Transport-Security', () => {
  it('is not sent over plain http, where the LAN reaches the kiosk', async () => {
    expect((await server.request('/')).headers.get('strict-transport-security')).toBeNull();
  });

  it('is sent when the trusted proxy on this machine says the visitor came over HTTPS', async () => {
    const answer = await server.request('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=15552000');
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
