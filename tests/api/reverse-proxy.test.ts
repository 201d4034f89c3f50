/** The reverse-proxy path, for real: Debian's Caddy with the project's deploy/Caddyfile in front of the server, over HTTPS on 127.0.0.1. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { dinerBooking } from '../helpers/booking';
import { startCaddy, type RunningCaddy } from '../helpers/caddy';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
let caddy: RunningCaddy;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'venue-proxy-site-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html lang="es"><head><title>App</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>');
  server = await startTestServer({ seed: 'demo', staticDir });
  caddy = await startCaddy(new URL(server.url).host);
}, 30_000);

afterAll(async () => {
  await caddy?.stop();
  await server?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const login = (password: string, from: string, forwardedFor?: string) =>
  caddy.fetch('/api/auth/login', {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify({ password }),
  });

describe('behind Caddy (Debian’s, started for real with deploy/Caddyfile and tls internal)', () => {
  it('serves the site, the API and the uploaded photos over HTTPS, with HSTS', async () => {
    const page = await caddy.fetch('/menu');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Carta · Valhalla</title>');
    // The canonical address is the one the diner used: Caddy's, over HTTPS.
    expect(page.body).toContain(`<link rel="canonical" href="${caddy.origin}/menu" />`);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');

    const sections = await caddy.fetch('/api/menu/sections');
    expect(sections.status).toBe(200);
    const photo = (JSON.parse(sections.body) as { imageUrl: string | null }[]).find((section) => section.imageUrl)?.imageUrl;
    expect(photo).toBeTruthy();
    const image = await caddy.fetch(`${photo}?size=mobile`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('sends plain http to https', async () => {
    const answer = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      get(`http://localhost:${caddy.httpPort}/menu`, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      }).on('error', reject);
    });
    expect(answer.status).toBe(308);
    // To the standard HTTPS port, which is where Caddy listens on the owner's machine (the test uses free ports).
    expect(answer.location).toBe('https://localhost/menu');
  });

  it('passes the staff stream through at once: an open dashboard hears a diner’s booking made through the proxy', async () => {
    const token = await server.login();
    let received = '';
    const stream = await caddy.open('/api/admin/events', { headers: { authorization: `Bearer ${token}` } }, (chunk) => (received += chunk));
    try {
      expect(stream.status).toBe(200);
      const booked = await caddy.fetch('/api/reservations', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(dinerBooking()) });
      expect(booked.status).toBe(201);
      const { id } = JSON.parse(booked.body) as { id: string };
      await vi.waitFor(() => expect(received).toContain(`"kind":"reservation-created","id":"${id}"`), { timeout: 2_000 });
    } finally {
      stream.close();
    }
  });

  it('limits wrong passwords per diner: a forged X-Forwarded-For does not hide one, and another diner is not limited with them', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      // A new made-up address on every try: Caddy replaces it with the client's real one.
      expect((await login('no-es-esta', '127.0.0.2', `203.0.113.${attempt}`)).status).toBe(401);
    }
    const limited = await login('no-es-esta', '127.0.0.2', '198.51.100.7');
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body)).toEqual({ code: 'too-many-requests', message: AUTH_MESSAGES.tooManyAttempts });

    const otherDiner = await login('no-es-esta', '127.0.0.3');
    expect(otherDiner.status).toBe(401);
  });
});
