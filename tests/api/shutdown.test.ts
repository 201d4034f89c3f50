/**
 * The headless server process (tests/helpers/server-process.ts; tests/package/server-bundle.test.ts
 * stops the bundle itself) on SIGINT and SIGTERM: it stops listening, answers the booking under
 * way, closes the database and exits 0.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/madrid-time';
import { serviceDate } from '../../shared/schedule';
import { dinerBooking } from '../helpers/booking';
import { startServerProcess } from '../helpers/server-process';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'venue-shutdown-'));
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const reachable = (url: string) =>
  fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );

describe.each(['SIGINT', 'SIGTERM'] as const)('on %s', (signal) => {
  it('stops listening, closes the database and exits 0', async () => {
    const { child, url, exited } = await startServerProcess(dataDir);
    expect(await reachable(url)).toBe(true);
    child.kill(signal);
    expect(await exited).toBe(0);
    expect(await reachable(url)).toBe(false);
    // SQLite removes the write-ahead log when the last connection closes cleanly.
    expect(existsSync(path.join(dataDir, 'venue.db-wal'))).toBe(false);
  }, 30_000);
});

describe('a booking under way when the server is told to stop', () => {
  it('is committed and answered before the process exits 0', async () => {
    const { child, url, exited } = await startServerProcess(dataDir);
    const body = JSON.stringify(dinerBooking({ date: addDays(serviceDate(new Date()), 1), customerEmail: 'en-camino@example.com' }));
    const half = Math.floor(body.length / 2);

    const answer = new Promise<{ status: number; body: { confirmationNumber?: string } }>((resolve, reject) => {
      const outgoing = request(`${url}/api/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      outgoing.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      });
      outgoing.on('error', reject);
      // Half the booking reaches the server, which starts on it (a moment to read its headers: a
      // connection whose request has not been read yet is idle, and closing drops it); the rest
      // arrives after the signal.
      outgoing.write(body.slice(0, half), () => {
        setTimeout(() => {
          child.kill('SIGTERM');
          setTimeout(() => outgoing.end(body.slice(half)), 300);
        }, 300);
      });
    });

    const { status, body: booked } = await answer;
    expect(status).toBe(201);
    expect(await exited).toBe(0);
    const db = new Database(path.join(dataDir, 'venue.db'), { readonly: true });
    try {
      const stored = db.prepare('SELECT customer_email AS email FROM reservations WHERE confirmation_number = ?').get(booked.confirmationNumber);
      expect(stored).toEqual({ email: 'en-camino@example.com' });
    } finally {
      db.close();
    }
  }, 30_000);
});
