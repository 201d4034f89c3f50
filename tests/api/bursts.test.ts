/**
 * The per-minute burst limits on everything public, with the limits on (RATE_LIMITS unset). Each
 * client's address is set as the trusted proxy on this computer reports it (X-Forwarded-For from
 * loopback), or, through the tunnel's door, as ngrok appends it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BURST_PER_MINUTE } from '../../server/fair-use/limits';
import { fakeNgrok } from '../helpers/fake-ngrok';
import { startTestServer, type TestServer, type TestServerOptions } from '../helpers/server';

const INDEX_HTML = '<!doctype html><html lang="es"><head><title>Valhalla</title></head><body><div id="root"></div></body></html>';
const BUSY = 'Demasiadas peticiones seguidas desde esta conexión. Vuelve a intentarlo en 1 minuto.';

let staticDir: string;
let server: TestServer | undefined;

beforeAll(() => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'venue-bursts-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1);');
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const start = async (options: TestServerOptions = {}) => (server = await startTestServer({ rateLimits: true, staticDir, ...options }));
const from = (address: string) => ({ 'x-forwarded-for': address });

/** `count` requests of `pathname`, a few at a time as a browser or a script would send them; their statuses. */
async function burst(target: TestServer, count: number, pathname: string, headers: Record<string, string>): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += 20) {
    const batch = Array.from({ length: Math.min(20, count - sent) }, () => target.request(pathname, { headers }));
    statuses.push(...(await Promise.all(batch)).map((answer) => answer.status));
  }
  return statuses;
}

describe('a burst of pages from one client', () => {
  it('is answered with a Spanish page, 429 and Retry-After, while another client, this computer and the scripts are still served', async () => {
    const site = await start();
    const pages = await burst(site, BURST_PER_MINUTE.page, '/menu', from('203.0.113.70'));
    expect(pages.every((status) => status === 200)).toBe(true);
    const refused = await site.request('/menu', { headers: from('203.0.113.70') });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.body).toContain(BUSY);
    // The same client's other pages too, whatever the path; its hashed scripts are no page to draw.
    expect((await site.request('/no-existe', { headers: from('203.0.113.70') })).status).toBe(429);
    expect((await site.request('/assets/app-abc123.js', { headers: from('203.0.113.70') })).status).toBe(200);
    expect((await site.request('/menu', { headers: from('198.51.100.70') })).status).toBe(200);
    // The kiosk on this computer, with no forwarded address.
    expect((await site.request('/menu')).status).toBe(200);
  });

  it('meets no limit when RATE_LIMITS=off, as a load test needs', async () => {
    const site = await start({ rateLimits: false });
    const pages = await burst(site, BURST_PER_MINUTE.page + 1, '/menu', from('203.0.113.71'));
    expect(pages.every((status) => status === 200)).toBe(true);
  });
});

describe('the venue Wi-Fi', () => {
  it('serves forty diners sharing one public address, each opening the menu and browsing it', async () => {
    const site = await start();
    const wifi = from('198.51.100.1');
    const diner = async () => {
      const statuses = [(await site.request('/menu', { headers: wifi })).status];
      for (let read = 0; read < 5; read++) {
        statuses.push((await site.request('/api/menu/sections', { headers: wifi })).status, (await site.request('/api/menu/categories', { headers: wifi })).status);
      }
      return statuses;
    };
    const statuses = (await Promise.all(Array.from({ length: 40 }, diner))).flat();
    expect(statuses).toHaveLength(40 * 11);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});

describe('a burst of API calls from one client', () => {
  it("is answered with the API's Spanish 429, but never a staff call with a valid session from the same address", async () => {
    const site = await start();
    const token = await site.login();
    const calls = await burst(site, BURST_PER_MINUTE.api, '/api/menu/sections', from('203.0.113.72'));
    expect(calls.every((status) => status === 200)).toBe(true);
    const refused = await site.request('/api/menu/sections', { headers: from('203.0.113.72') });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'fair-use', message: BUSY });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await site.request('/api/menu/sections', { headers: from('203.0.113.72'), token })).status).toBe(200);
    expect((await site.request('/api/menu/sections', { headers: from('203.0.113.72'), token: 'no-es-una-sesion' })).status).toBe(429);
    expect((await site.request('/api/menu/sections', { headers: from('198.51.100.72') })).status).toBe(200);
  });
});

describe('visitors through the tunnel (the ngrok service replaced by a fake)', () => {
  it('are counted by the address ngrok appends for each, not as one client, whatever they forwarded themselves', async () => {
    const ngrok = fakeNgrok(['https://valhalla.ngrok.app']);
    const site = await start({ ngrok: { authtoken: 'tok_prueba', domain: 'valhalla.ngrok.app' }, tunnel: { connector: ngrok.connector } });
    const token = await site.login();
    const categoryId = (await site.request('/api/admin/menu/categories', { method: 'POST', token, body: { name: 'Postres' } })).body.id;
    const productId = (await site.request('/api/admin/menu/products', { method: 'POST', token, body: { name: 'Flan', categoryId, price: '4' } })).body.id;
    await expect.poll(() => ngrok.calls.length).toBe(1);
    const door = `http://${ngrok.calls[0]!.addr}`;
    /** A like without the visitor cookie, as ngrok passes it on: whatever the visitor sent, then the address ngrok saw. */
    const like = (forwarded: string) =>
      fetch(`${door}/api/menu/products/${productId}/like`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded }, body: '{}' }).then(
        (answer) => answer.status,
      );
    // The first visitor makes up a new address of its own each time: ngrok's, last, is the one counted.
    const first = [];
    for (let n = 1; n <= 11; n++) first.push(await like(`10.9.8.${n}, 203.0.113.80`));
    expect(first).toEqual([...Array<number>(10).fill(200), 429]);
    expect(await like('198.51.100.80')).toBe(200);
  });
});
