/**
 * Outages as the owner finds them, through the real server on a data folder it starts again on:
 * the night the server was closed, a server cut off as by a power cut, the PC asleep, the tunnel
 * lost; the list, the header's notice dismissed, 'Informes', and a backup put in place.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Outage, Report } from '../../shared/api/dto';
import { OUTAGE_MESSAGES } from '../../server/outages/messages';
import type { BackupEntry } from '../../shared/schemas/backup';
import type { TunnelView } from '../../shared/schemas/tunnel';
import { openEventStream } from '../helpers/event-stream';
import { fakeNgrok } from '../helpers/fake-ngrok';
import { ADMIN_PASSWORD, closedAfterEach, startTestServer, type TestServer, type TestServerOptions } from '../helpers/server';
import { startServerProcess } from '../helpers/server-process';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const closing = closedAfterEach();

/** A data folder the servers of one test start and start again on. */
function dataFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'venue-outages-'));
  folders.push(dir);
  return dir;
}

/** A server on `dataDir` whose clock stands at `now` (Madrid's offset in the text). */
const startOn = async (dataDir: string, now: string, options: TestServerOptions = {}) => closing(await startTestServer({ dataDir, now, ...options }));

async function outagesOf(server: TestServer): Promise<Outage[]> {
  const answer = await server.request<Outage[]>('/api/admin/outages', { token: await server.login() });
  expect(answer.status).toBe(200);
  return answer.body;
}

const iso = (instant: string) => new Date(instant).toISOString();

/** What the list shows of an outage, its id aside. */
const outage = (kind: Outage['kind'], from: string, to: string, minutes: number, clean: boolean): Omit<Outage, 'id'> => ({ kind, from: iso(from), to: iso(to), minutes, clean, seen: false });

/** The server closed at `closedAt` and started again at `backAt`, on the same data folder. */
async function closedBetween(dataDir: string, closedAt: string, backAt: string, options: TestServerOptions = {}): Promise<TestServer> {
  await (await startOn(dataDir, closedAt, options)).close();
  return startOn(dataDir, backAt, options);
}

/**
 * Time passing while the server runs: the clock moves in steps shorter than an outage, each once
 * the heartbeat has beaten (a jump of 10 minutes or more between beats is what a PC asleep looks like).
 */
async function runUntil(server: TestServer, until: string): Promise<void> {
  const beatAt = () => {
    const db = new Database(path.join(server.dataDir, 'venue.db'), { readonly: true });
    try {
      return (db.prepare('SELECT beat_at AS beatAt FROM heartbeat').get() as { beatAt: number }).beatAt;
    } finally {
      db.close();
    }
  };
  for (let now = server.clock().getTime(); now < Date.parse(until);) {
    now = Math.min(now + 5 * 60_000, Date.parse(until));
    server.clock.set(new Date(now));
    await vi.waitFor(() => expect(beatAt()).toBe(now));
  }
}

describe('the server off', () => {
  it('is an outage from its closing to its start again, by the venue clock, closed cleanly', async () => {
    const back = await closedBetween(dataFolder(), '2026-11-23T01:10:00+01:00', '2026-11-23T08:30:00+01:00');
    const [night] = await outagesOf(back);
    expect(night).toEqual({ id: expect.any(Number), ...outage('server', '2026-11-23T01:10:00+01:00', '2026-11-23T08:30:00+01:00', 440, true) });
  });

  it('is none for a restart of less than 10 minutes, and one from 10 minutes', async () => {
    const dataDir = dataFolder();
    const quick = await closedBetween(dataDir, '2026-11-23T12:00:00+01:00', '2026-11-23T12:09:59+01:00');
    expect(await outagesOf(quick)).toEqual([]);
    await quick.close();
    const longer = await startOn(dataDir, '2026-11-23T12:19:59+01:00');
    expect(await outagesOf(longer)).toMatchObject([outage('server', '2026-11-23T12:09:59+01:00', '2026-11-23T12:19:59+01:00', 10, true)]);
  });

  it('is not clean when the server was cut off: its process killed, as by a power cut, from its last heartbeat', async () => {
    const dataDir = dataFolder();
    const before = Date.now();
    const cut = await startServerProcess(dataDir, { SEED: 'none' });
    const ready = Date.now();
    cut.child.kill('SIGKILL');
    expect(await cut.exited).toBeNull();
    const backAt = new Date(ready + 3 * 3_600_000).toISOString();
    const [found] = await outagesOf(await startOn(dataDir, backAt));
    expect(found).toMatchObject({ kind: 'server', to: backAt, clean: false });
    // Its last heartbeat is the one it wrote on starting, by its own clock.
    expect(Date.parse(found?.from ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(found?.from ?? '')).toBeLessThanOrEqual(ready);
  }, 30_000);

  it('is found while the server runs when the PC slept: the first heartbeat after it wakes records the gap, and open dashboards are told', async () => {
    const server = await startOn(dataFolder(), '2026-11-23T01:10:00+01:00', { heartbeatMs: 20 });
    const stream = await openEventStream(server.url, await server.login());
    server.clock.set('2026-11-23T08:30:00+01:00');
    const told = await stream.next('outages-changed', 5_000);
    const found = await outagesOf(server);
    stream.close();
    expect(found).toEqual([{ id: told.id, ...outage('server', '2026-11-23T01:10:00+01:00', '2026-11-23T08:30:00+01:00', 440, false) }]);
  });
});

describe("the tunnel lost and back, with ngrok's service replaced by a fake", () => {
  const TUNNEL_URL = 'https://valhalla.ngrok.app';
  const withTunnel = (ngrok: ReturnType<typeof fakeNgrok>): TestServerOptions => ({ ngrok: { authtoken: 'tok_prueba', domain: null }, tunnel: { connector: ngrok.connector }, heartbeatMs: 20 });
  const connected = (server: TestServer) =>
    vi.waitFor(async () => expect((await server.request<TunnelView>('/api/admin/settings/tunnel', { token: await server.login() })).body.status.state).toBe('connected'));

  it('is an outage of the tunnel from its loss to its return when 10 minutes or more, and none when shorter', async () => {
    const ngrok = fakeNgrok([TUNNEL_URL]);
    const server = await startOn(dataFolder(), '2026-11-23T20:00:00+01:00', withTunnel(ngrok));
    await connected(server);
    const ngrokSays = ngrok.calls[0]!.onStatusChange;
    ngrokSays('closed');
    await runUntil(server, '2026-11-23T20:05:00+01:00');
    ngrokSays('connected');
    await runUntil(server, '2026-11-23T21:00:00+01:00');
    ngrokSays('closed');
    await runUntil(server, '2026-11-23T21:45:00+01:00');
    ngrokSays('connected');
    expect(await outagesOf(server)).toMatchObject([outage('tunnel', '2026-11-23T21:00:00+01:00', '2026-11-23T21:45:00+01:00', 45, false)]);
  });

  it('ends where the server stopped, and the server is off from then: the two never overlap', async () => {
    const dataDir = dataFolder();
    const ngrok = fakeNgrok([TUNNEL_URL, TUNNEL_URL]);
    const first = await startOn(dataDir, '2026-11-23T21:00:00+01:00', withTunnel(ngrok));
    await connected(first);
    ngrok.calls[0]!.onStatusChange('closed');
    await runUntil(first, '2026-11-23T21:20:00+01:00');
    await first.close();
    const back = await startOn(dataDir, '2026-11-24T09:00:00+01:00', withTunnel(ngrok));
    expect(await outagesOf(back)).toMatchObject([
      outage('server', '2026-11-23T21:20:00+01:00', '2026-11-24T09:00:00+01:00', 700, true),
      outage('tunnel', '2026-11-23T21:00:00+01:00', '2026-11-23T21:20:00+01:00', 20, false),
    ]);
  });
});

/** The server started and closed at once at each of `instants`, on `dataDir`: off from each to the next. */
async function startedAndClosedAt(dataDir: string, ...instants: string[]): Promise<void> {
  for (const instant of instants) await (await startOn(dataDir, instant)).close();
}

describe('GET /api/admin/outages', () => {
  it('answers staff only, with the outages that ended in the last 30 days, newest first, in ISO time', async () => {
    const dataDir = dataFolder();
    await startedAndClosedAt(dataDir, '2026-10-01T09:00:00+02:00', '2026-10-14T09:00:00+02:00', '2026-11-03T09:00:00+01:00');
    const server = await startOn(dataDir, '2026-11-21T09:00:00+01:00');
    expect((await server.request('/api/admin/outages')).status).toBe(401);
    server.clock.set('2026-11-23T12:00:00+01:00');
    // The first ended 40 days ago; the second began before the 30 days and ended within them (summer time ended on the way: an hour more).
    expect(await outagesOf(server)).toMatchObject([
      outage('server', '2026-11-03T09:00:00+01:00', '2026-11-21T09:00:00+01:00', 18 * 1440, true),
      outage('server', '2026-10-14T09:00:00+02:00', '2026-11-03T09:00:00+01:00', 20 * 1440 + 60, true),
    ]);
  });
});

describe("the header's notice dismissed", () => {
  it('marks the outage and every earlier one seen for every screen, and tells open dashboards', async () => {
    const dataDir = dataFolder();
    await startedAndClosedAt(dataDir, '2026-11-22T01:00:00+01:00', '2026-11-22T09:00:00+01:00');
    const server = await startOn(dataDir, '2026-11-23T08:30:00+01:00');
    const token = await server.login();
    const [latest, earlier] = await outagesOf(server);
    expect((await server.request(`/api/admin/outages/${latest!.id}/seen`, { method: 'POST' })).status).toBe(401);
    const missing = await server.request(`/api/admin/outages/${latest!.id + 100}/seen`, { method: 'POST', token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'not-found', message: OUTAGE_MESSAGES.notFound });

    const stream = await openEventStream(server.url, token);
    const dismissed = await server.request<Outage[]>(`/api/admin/outages/${latest!.id}/seen`, { method: 'POST', token });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toEqual([
      { ...latest, seen: true },
      { ...earlier, seen: true },
    ]);
    expect(await stream.next('outages-changed')).toEqual({ kind: 'outages-changed', id: latest!.id });
    // Another device, signed in apart, sees it dismissed too.
    expect((await outagesOf(server)).map((found) => found.seen)).toEqual([true, true]);
    stream.close();
  });

  it('leaves a later outage to show', async () => {
    const dataDir = dataFolder();
    await startedAndClosedAt(dataDir, '2026-11-22T01:00:00+01:00');
    const first = await startOn(dataDir, '2026-11-22T09:00:00+01:00');
    const [night] = await outagesOf(first);
    await first.request(`/api/admin/outages/${night!.id}/seen`, { method: 'POST', token: await first.login() });
    await first.close();
    const later = await startOn(dataDir, '2026-11-23T09:00:00+01:00');
    expect((await outagesOf(later)).map((found) => found.seen)).toEqual([false, true]);
  });
});

describe("'Informes'", () => {
  it('lists the outages that reach into the dates chosen, with the minutes within those dates', async () => {
    const server = await closedBetween(dataFolder(), '2026-11-22T23:00:00+01:00', '2026-11-23T08:30:00+01:00');
    const token = await server.login();
    const report = (from: string, to: string) => server.request<Report>(`/api/admin/reports?from=${from}&to=${to}`, { token }).then((answer) => answer.body.downtime);
    const night = outage('server', '2026-11-22T23:00:00+01:00', '2026-11-23T08:30:00+01:00', 570, true);
    expect(await report('2026-11-23', '2026-11-23')).toMatchObject({ outages: [night], minutes: 510 });
    expect(await report('2026-11-22', '2026-11-22')).toMatchObject({ outages: [night], minutes: 60 });
    expect(await report('2026-11-01', '2026-11-30')).toMatchObject({ outages: [night], minutes: 570 });
    expect(await report('2026-11-24', '2026-11-30')).toEqual({ outages: [], minutes: 0 });
  });
});

describe('a backup put in place', () => {
  it("keeps this computer's outages, and its older heartbeat is not taken for one", async () => {
    const dataDir = dataFolder();
    const first = await startOn(dataDir, '2026-11-22T12:00:00+01:00');
    const copy = (await first.request<BackupEntry>('/api/admin/backups', { method: 'POST', token: await first.login() })).body;
    await first.close();
    const server = await startOn(dataDir, '2026-11-23T01:10:00+01:00');
    const before = await outagesOf(server);
    expect(before).toMatchObject([outage('server', '2026-11-22T12:00:00+01:00', '2026-11-23T01:10:00+01:00', 790, true)]);

    const token = await server.login();
    const restored = await server.request(`/api/admin/backups/${copy.id}/restore`, { method: 'POST', token, body: { password: ADMIN_PASSWORD } });
    expect(restored.status).toBe(202);
    await vi.waitFor(async () => expect((await server.request('/api/health')).status).toBe(200), { timeout: 10_000 });
    expect(await outagesOf(server)).toEqual(before);
  });
});
