/** Backups on 'Ajustes', on real SQLite files: taken online during bookings, checked, rotated, downloadable. */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { BACKUP_MESSAGES } from '../../server/backup/messages';
import type { BackupEntry, BackupList } from '../../shared/schemas/backup';
import { CorruptBackup, verifyCopy } from '../../server/backup/backups';
import type { Logger } from '../../server/kernel';
import { DEFAULT_MIGRATIONS_FOLDER, openDatabase } from '../../server/db/open';
import { startServer } from '../../server/start';
import { dinerBooking } from '../helpers/booking';
import { openEventStream } from '../helpers/event-stream';
import { ADMIN_PASSWORD, signedInServer } from '../helpers/server';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const copyOf = (dataDir: string, id: string) => path.join(dataDir, 'backups', id, 'venue.db');

function rows<T>(file: string, sql: string): T[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

describe('backups', () => {
  const context = signedInServer({ seed: 'demo' });
  const api = <T>(pathname: string, method = 'GET', signedIn = true) => context.server.request<T & { message?: string }>(pathname, { method, token: signedIn ? context.token : undefined });

  it('refuses every call without a session', async () => {
    for (const [pathname, method] of [
      ['/api/admin/backups', 'GET'],
      ['/api/admin/backups', 'POST'],
      ['/api/admin/backups/20261123T110000000Z-manual/download', 'GET'],
    ]) {
      const answer = await api(pathname as string, method, false);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'unauthorized', message: AUTH_MESSAGES.required });
    }
    expect(existsSync(path.join(context.server.dataDir, 'backups'))).toBe(false);
  });

  it('lists none at first, and the next nightly copy at 04:00 Madrid', async () => {
    const answer = await api<BackupList>('/api/admin/backups');
    expect(answer.body).toEqual({ backups: [], nextNightly: '2026-11-24T03:00:00.000Z' });
  });

  it('takes a copy on demand of the database and the uploaded photos, checked, listed, and downloadable as a zip', async () => {
    const taken = await api<BackupEntry>('/api/admin/backups', 'POST');
    expect(taken.status).toBe(201);
    expect(taken.body).toMatchObject({ id: '20261123T110000000Z-manual', kind: 'manual', createdAt: '2026-11-23T11:00:00.000Z' });
    expect(taken.body.sizeBytes).toBeGreaterThan(100_000);
    expect((await api<BackupList>('/api/admin/backups')).body.backups).toEqual([taken.body]);

    const file = copyOf(context.server.dataDir, taken.body.id);
    expect(() => verifyCopy(file)).not.toThrow();
    const products = rows<{ image_url: string | null }>(file, 'SELECT image_url FROM products WHERE image_url IS NOT NULL');
    expect(products.length).toBeGreaterThan(0);
    const photos = readdirSync(path.join(context.server.dataDir, 'backups', taken.body.id, 'uploads'));
    for (const { image_url } of products) expect(photos).toContain(image_url?.split('/').pop());

    const zip = await fetch(`${context.server.url}/api/admin/backups/${taken.body.id}/download`, { headers: { authorization: `Bearer ${context.token}` } });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toBe(`attachment; filename=copia-valhalla-${taken.body.id}.zip`);
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes('venue.db')).toBe(true);
    expect(bytes.includes('copia.json')).toBe(true);
  });

  it('answers 404 for a copy that does not exist, or a path that leaves the folder', async () => {
    for (const id of ['20991231T000000000Z-manual', '..%2F..%2Fvenue.db', 'copia']) {
      const answer = await api(`/api/admin/backups/${id}/download`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'not-found', message: BACKUP_MESSAGES.notFound });
    }
  });

  it('taken during a storm of bookings, holds every booking acknowledged before it started, in a database that passes integrity_check', async () => {
    const acknowledged: { id: string; at: number }[] = [];
    const book = async (index: number) => {
      const day = 24 + (index % 6);
      const slot = index % 4;
      const answer = await context.server.request<{ id: string }>('/api/reservations', {
        method: 'POST',
        body: dinerBooking({
          customerEmail: `tormenta${index}@example.com`,
          date: `2026-11-${day}`,
          startTime: ['19:30', '20:00', '20:30', '21:00'][slot],
          endTime: ['21:30', '22:00', '22:30', '23:00'][slot],
        }),
      });
      if (answer.status === 201) acknowledged.push({ id: answer.body.id, at: performance.now() });
    };
    const storm = Array.from({ length: 160 }, (_, index) => index);
    const firstWave = Promise.all(storm.slice(0, 80).map(book));
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(20));
    const startedAt = performance.now();
    const backup = api<BackupEntry>('/api/admin/backups', 'POST');
    const secondWave = Promise.all(storm.slice(80).map(book));
    const [taken] = await Promise.all([backup, firstWave, secondWave]);
    expect(taken.status).toBe(201);

    const before = acknowledged.filter((booking) => booking.at < startedAt).map((booking) => booking.id);
    expect(before.length).toBeGreaterThanOrEqual(20);
    const file = copyOf(context.server.dataDir, taken.body.id);
    expect(() => verifyCopy(file)).not.toThrow();
    const stored = new Set(rows<{ id: string }>(file, 'SELECT id FROM reservations').map((row) => row.id));
    for (const id of before) expect(stored).toContain(id);
  });

  it('keeps 7 daily and 4 weekly copies, deleting the rest from the disk', async () => {
    // One copy a night from Monday 16 November to Wednesday 2 December 2026, at 04:00 Madrid.
    for (let day = 0; day < 17; day++) {
      context.server.clock.set(new Date(Date.UTC(2026, 10, 16 + day, 3, 0, 0)));
      // A session lasts a week: the owner signs in again as the days go by.
      context.token = await context.server.login();
      expect((await api('/api/admin/backups', 'POST')).status).toBe(201);
    }
    const days = (await api<BackupList>('/api/admin/backups')).body.backups.map((copy) => copy.createdAt.slice(0, 10));
    // The 7 latest days, plus the newest of the week before them (Sunday 22); the older copies are gone.
    expect(days).toEqual(['2026-12-02', '2026-12-01', '2026-11-30', '2026-11-29', '2026-11-28', '2026-11-27', '2026-11-26', '2026-11-22']);
    expect(readdirSync(path.join(context.server.dataDir, 'backups'))).toHaveLength(8);
  });
});

describe('verifyCopy', () => {
  const context = signedInServer({ seed: 'demo' });

  it('refuses a corrupt copy with a Spanish reason', async () => {
    const taken = await context.server.request<BackupEntry>('/api/admin/backups', { method: 'POST', token: context.token });
    const file = copyOf(context.server.dataDir, taken.body.id);
    const bytes = readFileSync(file);
    // Scribble over pages in the middle of the file, as a failing disk might.
    bytes.fill(0x5a, 8192, 16384);
    writeFileSync(file, bytes);
    expect(() => verifyCopy(file)).toThrow(CorruptBackup);
    expect(() => verifyCopy(file)).toThrow(/^La copia no pasa la comprobación de SQLite y no se guarda: /);
  });
});

describe('before a migration', () => {
  it('copies a database that already holds data before the new migration changes it, and not a new one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-migration-'));
    // The release before the outbox: the migrations folder without it and those after it.
    const older = mkdtempSync(path.join(tmpdir(), 'venue-older-migrations-'));
    cpSync(DEFAULT_MIGRATIONS_FOLDER, older, { recursive: true });
    const journal = JSON.parse(readFileSync(path.join(older, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
    for (const entry of journal.entries.filter(({ idx }) => idx >= 2)) rmSync(path.join(older, `${entry.tag}.sql`));
    journal.entries = journal.entries.filter(({ idx }) => idx < 2);
    writeFileSync(path.join(older, 'meta', '_journal.json'), JSON.stringify(journal));
    const options = { port: 0, host: '127.0.0.1', dataDir, adminPassword: 'clave-de-prueba', seed: 'demo' as const, publicUrl: null, staticDir: null, logger: quiet };
    const fresh = mkdtempSync(path.join(tmpdir(), 'venue-fresh-'));
    try {
      // A new install has nothing to keep: no copy.
      await (await startServer({ ...options, dataDir: fresh })).close();
      expect(existsSync(path.join(fresh, 'backups'))).toBe(false);

      // The older release's database, with a venue's data in it (that release's code is not this one's).
      const old = openDatabase({ dataDir, migrationsFolder: older });
      old.$client.prepare("INSERT INTO menu_sections (name) VALUES ('Carta')").run();
      old.$client.close();

      await (await startServer(options)).close();
      const [copy] = readdirSync(path.join(dataDir, 'backups'));
      expect(copy).toMatch(/-migration$/);
      const file = copyOf(dataDir, copy ?? '');
      expect(() => verifyCopy(file)).not.toThrow();
      const tables = rows<{ name: string }>(file, "SELECT name FROM sqlite_master WHERE type = 'table'").map((table) => table.name);
      expect(tables).toContain('products');
      expect(rows<{ name: string }>(file, 'SELECT name FROM menu_sections')).toEqual([{ name: 'Carta' }]);
      expect(tables).not.toContain('outbox');
      expect(rows<{ name: string }>(path.join(dataDir, 'venue.db'), "SELECT name FROM sqlite_master WHERE name = 'outbox'")).toHaveLength(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(fresh, { recursive: true, force: true });
      rmSync(older, { recursive: true, force: true });
    }
  });
});

describe('restoring a copy', () => {
  const context = signedInServer({ seed: 'demo' });
  const restore = (id: string, password: string) => context.server.request<{ message: string }>(`/api/admin/backups/${id}/restore`, { method: 'POST', token: context.token, body: { password } });
  let minute = 0;
  const take = async () => {
    // Each copy a minute after the last, as on a real evening.
    context.server.clock.set(new Date(Date.UTC(2026, 10, 23, 11, ++minute)));
    return (await context.server.request<BackupEntry>('/api/admin/backups', { method: 'POST', token: context.token })).body;
  };
  const bookingIds = () => rows<{ id: string }>(path.join(context.server.dataDir, 'venue.db'), 'SELECT id FROM reservations').map((row) => row.id);

  it('refuses a corrupt copy, and changes nothing', async () => {
    const corrupt = await take();
    const file = copyOf(context.server.dataDir, corrupt.id);
    const bytes = readFileSync(file);
    bytes.fill(0x5a, 8192, 16384);
    writeFileSync(file, bytes);
    const answer = await restore(corrupt.id, ADMIN_PASSWORD);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^La copia no pasa la comprobación de SQLite y no se guarda: /);
  });

  it('asks for the staff password again, and knows only its own copies', async () => {
    const copy = await take();
    expect((await restore(copy.id, 'no-es-esta')).body).toEqual({ code: 'invalid-input', message: AUTH_MESSAGES.currentPasswordWrong });
    expect((await restore(copy.id, '')).status).toBe(400);
    expect((await restore('20991231T000000000Z-manual', ADMIN_PASSWORD)).status).toBe(404);
  });

  it('lets a booking still arriving when the restore starts finish: it is answered, and kept in the safety copy', async () => {
    const copy = await take();
    const body = JSON.stringify(dinerBooking({ date: '2026-11-25', customerEmail: 'lenta@example.com' }));
    const slow = httpRequest(new URL('/api/reservations', context.server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.on('error', reject);
      slow.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
    });
    // A phone on a slow line: the request has begun, its body is still on the way.
    slow.write(body.slice(0, 10));
    await delay(100);
    expect((await restore(copy.id, ADMIN_PASSWORD)).status).toBe(202);
    await delay(500);
    slow.end(body.slice(10));

    const answer = await answered;
    expect(answer.status).toBe(201);
    const { id } = JSON.parse(answer.text) as { id: string };
    await vi.waitFor(async () => expect((await context.server.request('/api/health')).status).toBe(200), { timeout: 10_000 });
    expect(bookingIds()).not.toContain(id);
    const list = await context.server.request<BackupList>('/api/admin/backups', { token: context.token });
    const safety = list.body.backups.filter((entry) => entry.kind === 'safety').at(0);
    expect(rows<{ id: string }>(copyOf(context.server.dataDir, safety?.id ?? ''), 'SELECT id FROM reservations').map((row) => row.id)).toContain(id);
  });

  it('puts the copy in place: bookings made since are gone but kept in a safety copy, open screens are told, and staff stay signed in', async () => {
    const copy = await take();
    const booked = await context.server.request<{ id: string }>('/api/reservations', { method: 'POST', body: dinerBooking({ date: '2026-11-24' }) });
    expect(booked.status).toBe(201);
    const stream = await openEventStream(context.server.url, context.token);

    const answer = await restore(copy.id, ADMIN_PASSWORD);
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ message: BACKUP_MESSAGES.maintenance });
    expect((await stream.next('backup-restored')).id).toBe(copy.id);
    await stream.ended;

    await vi.waitFor(async () => expect((await context.server.request('/api/health')).status).toBe(200), { timeout: 10_000 });
    expect(bookingIds()).not.toContain(booked.body.id);
    const list = await context.server.request<BackupList>('/api/admin/backups', { token: context.token });
    expect(list.status).toBe(200);
    const safety = list.body.backups.find((entry) => entry.kind === 'safety');
    expect(safety).toBeDefined();
    expect(rows<{ id: string }>(copyOf(context.server.dataDir, safety?.id ?? ''), 'SELECT id FROM reservations').map((row) => row.id)).toContain(booked.body.id);
    // The server works on the restored database: a booking is taken again.
    expect((await context.server.request('/api/reservations', { method: 'POST', body: dinerBooking({ date: '2026-11-24', customerEmail: 'otra@example.com' }) })).status).toBe(201);
  });
});
