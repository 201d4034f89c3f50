/**
 * Clients that hold the server's sockets: a request trickled in is cut, the staff event stream is
 * not, and one session cannot open streams without end; a copy being imported may take minutes to
 * arrive, as long as it keeps arriving. The timeouts are shortened (15 s, 30 s and 60 s in
 * service) so the test waits seconds, not minutes.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { BackupEntry, BackupList } from '../../shared/schemas/backup';
import { openEventStream } from '../helpers/event-stream';
import { ADMIN_PASSWORD, signedInServer, type SignedIn } from '../helpers/server';

const TIMEOUTS = { headersMs: 600, requestMs: 1_200, idleMs: 900 };
const context = signedInServer({ requestTimeouts: TIMEOUTS });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `head`, then `body` in `pieces` pieces `gapMs` apart (none: nothing more); resolves with
 * what the server answered when it closed the socket, and how long after the first byte.
 */
function trickle(server: SignedIn['server'], head: string, body: { bytes: Buffer; pieces: number; gapMs: number } | null = null): Promise<{ answer: string; afterMs: number }> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const started = performance.now();
    let answer = '';
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(head);
      if (!body) return;
      void (async () => {
        const size = Math.ceil(body.bytes.length / body.pieces);
        for (let at = 0; at < body.bytes.length && !socket.destroyed; at += size) {
          await pause(body.gapMs);
          if (!socket.destroyed) socket.write(body.bytes.subarray(at, at + size));
        }
      })();
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve({ answer, afterMs: performance.now() - started }));
    // Writing on after the server cut the socket ends in a reset: what it answered is what counts.
    socket.on('error', () => socket.destroy());
  });
}

describe('held connections', () => {
  it('cuts a client that never finishes its headers, with a 408', async () => {
    // Without the timeout the socket would stay open and the test time out.
    const { answer } = await trickle(context.server, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Lento: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a client that never finishes its body', async () => {
    const { answer } = await trickle(context.server, 'POST /api/reservations/search HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a body that keeps coming, a little at a time, past the total time', async () => {
    const body = { bytes: Buffer.from(`{"email":"${'a'.repeat(40)}@correo-prueba.es","confirmationNumber":"RES-ABCDEFGH"}`), pieces: 20, gapMs: 200 };
    const { answer, afterMs } = await trickle(
      context.server,
      `POST /api/reservations/search HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.bytes.length}\r\n\r\n`,
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // Cut at the total time, well before the 4 s the body would take: no gap was ever as long as the idle limit.
    expect(afterMs).toBeLessThan(3_000);
  });

  it('keeps the staff event stream open past the request timeout, and it still carries changes', async () => {
    const stream = await openEventStream(context.server.url, context.token);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await context.server.request('/api/admin/tables', { method: 'POST', token: context.token, body: { name: 'Mesa 1', tableNumber: 1, section: 'Salón', minCapacity: 1, maxCapacity: 4 } });
    expect((await stream.next('table-changed')).kind).toBe('table-changed');
    stream.close();
  });

  it('opens at most five event streams for one session; closing one makes room', async () => {
    const streams = [];
    for (let i = 0; i < 5; i++) streams.push(await openEventStream(context.server.url, context.token));
    expect(streams.every((stream) => stream.status === 200)).toBe(true);
    const sixth = await fetch(`${context.server.url}/api/admin/events`, { headers: { authorization: `Bearer ${context.token}` } });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ code: 'too-many-requests', message: 'Ya hay 5 pantallas en directo con esta sesión: cierra alguna y vuelve a intentarlo.' });
    // Another session (a tablet signed in on its own) is counted apart.
    const other = await openEventStream(context.server.url, await context.server.login());
    expect(other.status).toBe(200);
    other.close();
    streams.pop()?.close();
    await expect
      .poll(async () => {
        const again = await openEventStream(context.server.url, context.token);
        again.close();
        return again.status;
      })
      .toBe(200);
    for (const stream of streams) stream.close();
  });
});

describe('a copy being imported', () => {
  const PASSPHRASE = 'una frase de recuperación larga';
  const errors: string[] = [];
  const importing = signedInServer({ requestTimeouts: TIMEOUTS, logger: { info: () => undefined, warn: () => undefined, error: (message) => errors.push(message) } });
  const folder = mkdtempSync(path.join(tmpdir(), 'venue-offsite-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  let file: Buffer;

  /** This server's own copy, written encrypted to the folder: what a new PC would import. */
  async function offsiteFile(): Promise<Buffer> {
    if (file) return file;
    const { server, token } = importing;
    expect((await server.request('/api/admin/settings/offsite-copy', { method: 'PUT', token, body: { folder, passphrase: PASSPHRASE, staffPassword: ADMIN_PASSWORD } })).status).toBe(200);
    const taken = await server.request<BackupEntry>('/api/admin/backups', { method: 'POST', token });
    // Written in the background, after the backup's answer; renamed whole, so never read half-written.
    file = await vi.waitFor(() => readFileSync(path.join(folder, `copia-${taken.body.id}.cifrada`)));
    return file;
  }
  /** As 'Restaurar una copia' sends it; `Connection: close` so the socket closes once answered. */
  const importHead = (length: number, { token = importing.token, close = true }: { token?: string | null; close?: boolean } = {}) =>
    [
      'POST /api/admin/backups/import HTTP/1.1',
      'Host: 127.0.0.1',
      ...(token ? [`Authorization: Bearer ${token}`] : []),
      ...(close ? ['Connection: close'] : []),
      'Content-Type: application/octet-stream',
      `X-Backup-Passphrase: ${encodeURIComponent(PASSPHRASE)}`,
      `X-Staff-Password: ${encodeURIComponent(ADMIN_PASSWORD)}`,
      `Content-Length: ${length}`,
      '',
      '',
    ].join('\r\n');
  const copies = async () => (await importing.server.request<BackupList>('/api/admin/backups', { token: importing.token })).body.backups.map((copy) => copy.kind);

  it('is cut when the file stops arriving, past the total time; nothing is kept', async () => {
    const bytes = await offsiteFile();
    // Half the file over 2 s (longer than the 1.2 s of any other request), then silence.
    const { answer, afterMs } = await trickle(importing.server, importHead(bytes.length), { bytes: bytes.subarray(0, bytes.length >> 1), pieces: 10, gapMs: 200 });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThan(2_000 + TIMEOUTS.idleMs - 100);
    expect(await copies()).toEqual(['manual']);
    await vi.waitFor(() => expect(readdirSync(path.join(importing.server.dataDir, 'backups')).filter((name) => name.startsWith('.'))).toEqual([]));
    // A client cut off is no failure of the server's.
    expect(errors).toEqual([]);
  });

  it('without a session, is not let off the total time', async () => {
    const bytes = await offsiteFile();
    const { answer, afterMs } = await trickle(importing.server, importHead(bytes.length, { token: null, close: false }), { bytes, pieces: 20, gapMs: 200 });
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(afterMs).toBeLessThan(3_000);
  });

  it('takes its time as long as the file keeps arriving, and is restored', async () => {
    const bytes = await offsiteFile();
    // The whole file over 2.4 s, twice the total time any other request gets.
    const { answer, afterMs } = await trickle(importing.server, importHead(bytes.length), { bytes, pieces: 12, gapMs: 200 });
    expect(afterMs).toBeGreaterThan(2 * TIMEOUTS.requestMs);
    expect(answer).toMatch(/^HTTP\/1\.1 202/);
    await vi.waitFor(async () => expect((await importing.server.request('/api/health')).status).toBe(200), { timeout: 15_000 });
    expect((await copies()).sort()).toEqual(['imported', 'manual', 'safety']);
  });
});
