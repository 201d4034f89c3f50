import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../../server/kernel';
import { startServer, type ServerOptions } from '../../server/start';
import { startTestServer } from '../helpers/server';

const silent: Logger = { info: () => {}, warn: () => {}, error: () => {} };
const folders: string[] = [];

function options(dataDir: string, overrides: Partial<ServerOptions> = {}): ServerOptions {
  return { port: 0, host: '127.0.0.1', dataDir, adminPassword: null, seed: 'none', publicUrl: null, staticDir: null, logger: silent, ...overrides };
}

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'venue-start-'));
  folders.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function login(url: string, password: string): Promise<number> {
  const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
  return response.status;
}

describe('start-up', () => {
  it('fails on a port already in use, leaving its database closed', async () => {
    const running = await startServer(options(tempDir()));
    const dataDir = tempDir();
    try {
      await expect(startServer(options(dataDir, { port: Number(new URL(running.url).port) }))).rejects.toThrow(/EADDRINUSE/);
      // Closed: SQLite folded its write-ahead log back into the file, as it does on the last close.
      expect(existsSync(path.join(dataDir, 'venue.db-wal'))).toBe(false);
    } finally {
      await running.close();
    }
  });

  it('makes no password up when none is configured: the first run asks the owner, and nothing signs in until then', async () => {
    const dataDir = tempDir();
    const first = await startServer(options(dataDir));
    expect(first.firstRun).toBe(true);
    expect(await login(first.url, '')).toBe(400);
    expect(await login(first.url, 'cualquiera-vale')).toBe(401);
    await first.close();
    const second = await startServer(options(dataDir));
    expect(second.firstRun).toBe(true);
    await second.close();
  });

  it('lets ADMIN_PASSWORD set the password, and a new value replace it', async () => {
    const dataDir = tempDir();
    const first = await startServer(options(dataDir, { adminPassword: 'primera-clave' }));
    expect(first.firstRun).toBe(false);
    expect(await login(first.url, 'primera-clave')).toBe(200);
    await first.close();
    const second = await startServer(options(dataDir, { adminPassword: 'nueva-clave' }));
    expect(await login(second.url, 'nueva-clave')).toBe(200);
    expect(await login(second.url, 'primera-clave')).toBe(401);
    await second.close();
  });

  it('creates venue.db in WAL mode with every table of the schema', async () => {
    const dataDir = tempDir();
    const server = await startServer(options(dataDir));
    await server.close();
    const db = new Database(path.join(dataDir, 'venue.db'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    // Beside the schema's tables, the migration chain's own records.
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('__drizzle_migrations', '__data_migrations') ORDER BY name`).all();
    expect(tables.map((row) => (row as { name: string }).name)).toEqual([
      'admin_sessions',
      'calendar_days',
      'categories',
      'dining_tables',
      'fair_use_hits',
      'feedback',
      'guests',
      'heartbeat',
      'local_holidays',
      'menu_sections',
      'outages',
      'outbox',
      'product_likes',
      'products',
      'reservation_attempts',
      'reservation_tables',
      'reservations',
      'settings',
      'subcategories',
      'table_combination_members',
      'table_combinations',
      'time_slots',
      'waitlist_entries',
      'waitlist_holds',
    ]);
    db.close();
  });

  it('SEED=none starts empty', async () => {
    const server = await startTestServer({ seed: 'none' });
    expect((await server.request('/api/tables')).body).toEqual([]);
    expect((await server.request('/api/menu/sections')).body).toEqual([]);
    await server.close();
  });

  it('SEED=demo lays a believable floor in all four sections on the 5 x 9 grid, once', async () => {
    const server = await startTestServer({ seed: 'demo' });
    const tables: { section: string; minCapacity: number; maxCapacity: number; positionX: number; positionY: number }[] = (await server.request('/api/tables')).body;
    expect(new Set(tables.map((t) => t.section))).toEqual(new Set(['Salón', 'Terraza cubierta', 'Terraza césped', 'VIP']));
    expect(tables.length).toBeGreaterThanOrEqual(25);
    for (const table of tables) {
      expect(table.positionX).toBeGreaterThanOrEqual(0);
      expect(table.positionX).toBeLessThanOrEqual(4);
      expect(table.positionY).toBeLessThanOrEqual(8);
      expect(table.minCapacity).toBeLessThanOrEqual(table.maxCapacity);
    }
    // Every party the form books online finds a fitting table in its section.
    for (let party = 1; party <= 6; party++) expect(tables.some((t) => t.section === 'Salón' && t.minCapacity <= party && party <= t.maxCapacity)).toBe(true);
    for (let party = 1; party <= 10; party++) expect(tables.some((t) => t.section === 'Terraza cubierta' && t.minCapacity <= party && party <= t.maxCapacity)).toBe(true);
    await server.close();
  });
});
