/**
 * 'Copia fuera del local' through the real server: every backup also written, encrypted with the
 * owner's passphrase, to a folder outside DATA_DIR, and such a file restored on a new install.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, constants, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { ZipArchive } from 'archiver';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { OFFSITE_MESSAGES } from '../../shared/messages/offsite';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { BACKUP_MESSAGES } from '../../server/backup/messages';
import type { BackupEntry, BackupList } from '../../shared/schemas/backup';
import type { OffsiteCopyView } from '../../shared/schemas/offsite-copy';
import { encryptCopy, newOffsiteKey } from '../../server/backup/offsite-file';
import { DEFAULT_MIGRATIONS_FOLDER } from '../../server/db/open';
import { startServer } from '../../server/start';
import { dinerBooking } from '../helpers/booking';
import { openEventStream } from '../helpers/event-stream';
import { ADMIN_PASSWORD, closedAfterEach, signedInServer, startTestServer, type TestServer } from '../helpers/server';

const M = OFFSITE_MESSAGES;
const PASSPHRASE = 'la cabra tira al monte, ñ y €';
const DINER = { customerName: 'Begoña Etxeberria Zubizarreta', customerEmail: 'begona.etxeberria@correo-prueba.es', customerPhone: '698765432' };

const tempFolder = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));
/** The file of copy `id` in `folder`, once written (in the background, after the backup's answer); renamed whole, so never read half-written. */
const writtenOutside = (folder: string, id: string) => vi.waitFor(() => readFileSync(path.join(folder, `copia-${id}.cifrada`)), { timeout: 5_000 });
const ownFiles = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.cifrada'))
    .sort();

/** As the first-run screen sends a file: its own origin, the raw bytes, the passphrase percent-encoded. */
function restoreOnFirstRun(server: TestServer, file: Buffer, passphrase: string, headers: Record<string, string> = {}) {
  return server.request<{ message: string }>('/api/setup/restore', {
    method: 'POST',
    rawBody: new Uint8Array(file),
    headers: { origin: server.url, 'content-type': 'application/octet-stream', 'x-backup-passphrase': encodeURIComponent(passphrase), ...headers },
  });
}

/**
 * A named pipe at `file`: opening it to read waits until someone opens it to write, as reading a
 * file kept online only waits for its download, or one on a share that stopped answering.
 */
function waitingFile(file: string): void {
  execFileSync('mkfifo', [file]);
}

/** Lets whoever waits on reading the pipe `file` go on (it reads nothing); false while nobody waits. */
function release(file: string): boolean {
  try {
    closeSync(openSync(file, constants.O_WRONLY | constants.O_NONBLOCK));
    return true;
  } catch {
    return false;
  }
}

/** A zip of `entries`, stored as every copy's is unless told otherwise. */
async function zipOf(entries: [string, Buffer][], { store = true } = {}): Promise<Buffer> {
  const zip = new ZipArchive({ store });
  for (const [name, data] of entries) zip.append(data, { name });
  void zip.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of zip) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A stored zip of one `venue.db` whose bytes `photos` more entries point at too: small, yet it
 * unpacks to `photos + 1` times its size. Written by hand, as no zip tool makes one.
 */
function overlappingZip(database: Buffer, photos: number): Buffer {
  const names = ['venue.db', ...Array.from({ length: photos }, () => `uploads/${randomUUID()}`)].map((name) => Buffer.from(name));
  const crc = crc32(database);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(database.length, 18);
  local.writeUInt32LE(database.length, 22);
  local.writeUInt16LE(names[0]!.length, 26);
  const data = Buffer.concat([local, names[0]!, database]);
  const central = names.map((name) => {
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(database.length, 20);
    entry.writeUInt32LE(database.length, 24);
    entry.writeUInt16LE(name.length, 28);
    // Every entry's local header: the same one, at 0.
    return Buffer.concat([entry, name]);
  });
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(data.length, 16);
  return Buffer.concat([data, directory, end]);
}

/** `zip` as 'Copia fuera del local' would have written it, under PASSPHRASE. */
async function encrypted(zip: Buffer): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of encryptCopy(await newOffsiteKey(PASSPHRASE))(
    (async function* () {
      yield zip;
    })(),
  ))
    chunks.push(chunk);
  return Buffer.concat(chunks);
}

const serverIsBack = (server: TestServer) => vi.waitFor(async () => expect((await server.request('/api/health')).status).toBe(200), { timeout: 15_000 });

describe('a copy outside the venue', () => {
  const context = signedInServer({ seed: 'demo' });
  const folder = tempFolder('venue-offsite-');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const api = <T>(pathname: string, method = 'GET', body?: unknown) => context.server.request<T & { message?: string }>(pathname, { method, token: context.token, body });
  const save = (body: Record<string, unknown>) => api<OffsiteCopyView>('/api/admin/settings/offsite-copy', 'PUT', { staffPassword: ADMIN_PASSWORD, ...body });
  const turnOff = (staffPassword?: string) => api<OffsiteCopyView>('/api/admin/settings/offsite-copy', 'DELETE', { staffPassword });
  const view = async () => (await api<OffsiteCopyView>('/api/admin/settings/offsite-copy')).body;
  /** 'Copia de seguridad ahora', and, when the copy goes outside too, its file written or failed: the live event says when. */
  const backUp = async ({ offsite = true } = {}) => {
    const stream = await openEventStream(context.server.url, context.token);
    try {
      const taken = await api<BackupEntry>('/api/admin/backups', 'POST');
      expect(taken.status).toBe(201);
      if (offsite) expect((await stream.next('offsite-copy-changed', 5_000)).id).toBe(taken.body.id);
      return taken.body;
    } finally {
      stream.close();
    }
  };

  it('is off at first, and refuses every call without a session', async () => {
    expect(await view()).toEqual({ folder: null, lastCopyAt: null, lastFailure: null });
    for (const method of ['GET', 'PUT', 'DELETE']) expect((await context.server.request('/api/admin/settings/offsite-copy', { method, body: method === 'GET' ? undefined : {} })).status).toBe(401);
  });

  it.each<[string, Record<string, string>, string]>([
    ['a passphrase of 11 characters', { passphrase: 'once letras' }, M.passphraseTooShort(12)],
    ['no folder', { folder: '  ' }, M.folderRequired],
    ['a folder that is not a full path', { folder: 'copias' }, M.folderNotAbsolute],
  ])('refuses %s in Spanish, and stores nothing', async (_case, change, message) => {
    const answer = await save({ folder, passphrase: PASSPHRASE, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await view()).folder).toBeNull();
  });

  it('refuses a folder that is not there, without making it, and one inside the program’s data', async () => {
    const missing = path.join(folder, 'no-existe');
    expect((await save({ folder: missing, passphrase: PASSPHRASE })).body.message).toBe(M.missing(missing));
    expect(existsSync(missing)).toBe(false);
    expect((await save({ folder: path.join(context.server.dataDir, 'backups'), passphrase: PASSPHRASE })).body.message).toBe(M.folderInsideData);
    expect((await view()).folder).toBeNull();
  });

  it('writes every backup there encrypted: no diner’s name, e-mail or phone in the file, and the passphrase stored nowhere', async () => {
    expect((await context.server.request('/api/reservations', { method: 'POST', body: dinerBooking({ ...DINER, date: '2026-11-24' }) })).status).toBe(201);
    const saved = await save({ folder, passphrase: PASSPHRASE });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ folder, lastCopyAt: null, lastFailure: null });

    const taken = await backUp();
    expect(ownFiles(folder)).toEqual([`copia-${taken.id}.cifrada`]);
    expect(await view()).toEqual({ folder, lastCopyAt: '2026-11-23T11:00:00.000Z', lastFailure: null });

    const encrypted = readFileSync(path.join(folder, `copia-${taken.id}.cifrada`));
    const local = readFileSync(path.join(context.server.dataDir, 'backups', taken.id, 'venue.db'));
    for (const text of Object.values(DINER)) {
      // The local copy holds the diner (so the search below could find them), the encrypted file does not.
      expect(local.includes(Buffer.from(text, 'utf8'))).toBe(true);
      expect(encrypted.includes(Buffer.from(text, 'utf8'))).toBe(false);
    }
    expect(encrypted.includes(Buffer.from('SQLite format 3'))).toBe(false);
    expect(encrypted.includes(Buffer.from('Valhalla'))).toBe(false);
    for (const file of [path.join(context.server.dataDir, 'venue.db'), path.join(context.server.dataDir, 'venue.db-wal'), encrypted]) {
      const bytes = Buffer.isBuffer(file) ? file : existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
      expect(bytes.includes(Buffer.from(PASSPHRASE, 'utf8'))).toBe(false);
    }
    expect(JSON.stringify(saved.body)).not.toContain(PASSPHRASE);
  });

  it('keeps the last 14 files it wrote, and never touches anything else in the folder', async () => {
    writeFileSync(path.join(folder, 'notas.txt'), 'del dueño');
    writeFileSync(path.join(folder, 'copia-20200101T000000000Z-manual.cifrada'), 'no es nuestra aunque lo parezca');
    for (let minute = 1; minute <= 15; minute++) {
      context.server.clock.set(new Date(Date.UTC(2026, 10, 23, 11, minute)));
      await backUp();
    }
    // The old files go after each copy is recorded.
    const files = await vi.waitFor(() => {
      const ours = ownFiles(folder).filter((name) => !name.startsWith('copia-2020'));
      expect(ours).toHaveLength(14);
      return ours;
    });
    expect(files[0]).toBe('copia-20261123T110200000Z-manual.cifrada');
    expect(files.at(-1)).toBe('copia-20261123T111500000Z-manual.cifrada');
    expect(readFileSync(path.join(folder, 'notas.txt'), 'utf8')).toBe('del dueño');
    expect(existsSync(path.join(folder, 'copia-20200101T000000000Z-manual.cifrada'))).toBe(true);
    expect(readdirSync(folder).filter((name) => name.endsWith('.parcial'))).toEqual([]);
  });

  it('reports a folder that disappears in words, keeps the local copy, and does not make the folder again', async () => {
    const usb = tempFolder('venue-usb-');
    expect((await save({ folder: usb, passphrase: PASSPHRASE })).status).toBe(200);
    rmSync(usb, { recursive: true });

    context.server.clock.set(new Date(Date.UTC(2026, 10, 23, 12, 0)));
    const taken = await backUp();
    expect((await api<BackupList>('/api/admin/backups')).body.backups.map((copy) => copy.id)).toContain(taken.id);
    expect(existsSync(usb)).toBe(false);
    expect(await view()).toEqual({ folder: usb, lastCopyAt: null, lastFailure: { at: '2026-11-23T12:00:00.000Z', message: M.missing(usb) } });

    // Plugged in again: the next copy goes there, and the failure is no longer shown.
    mkdirSync(usb);
    context.server.clock.set(new Date(Date.UTC(2026, 10, 23, 12, 1)));
    const next = await backUp();
    expect(ownFiles(usb)).toEqual([`copia-${next.id}.cifrada`]);
    expect(await view()).toMatchObject({ lastCopyAt: '2026-11-23T12:01:00.000Z', lastFailure: null });
    rmSync(usb, { recursive: true, force: true });
  });

  it('turned off, writes nothing more there, and leaves the files already written', async () => {
    expect((await save({ folder, passphrase: PASSPHRASE })).status).toBe(200);
    const before = ownFiles(folder);
    expect((await turnOff(ADMIN_PASSWORD)).body).toEqual({ folder: null, lastCopyAt: null, lastFailure: null });
    context.server.clock.set(new Date(Date.UTC(2026, 10, 23, 13, 0)));
    await backUp({ offsite: false });
    expect(ownFiles(folder)).toEqual(before);
  });
});

describe('the file outside the venue, written in the background', () => {
  const closing = closedAfterEach();
  const made: string[] = [];
  afterEach(() => {
    for (const folder of made.splice(0)) {
      // Whoever still waits on a pipe goes on before it is removed.
      for (const name of readdirSync(folder)) release(path.join(folder, name));
      rmSync(folder, { recursive: true, force: true });
    }
  });
  const folderOutside = () => {
    const folder = tempFolder('venue-offsite-');
    made.push(folder);
    return folder;
  };

  /** A server with the copy outside set to `folder`, its live stream, and what it logged as errors. */
  async function venue(folder: string) {
    const errors: string[] = [];
    const server = closing(await startTestServer({ logger: { info: () => undefined, warn: () => undefined, error: (message) => errors.push(message) } }));
    const token = await server.login();
    expect((await server.request('/api/admin/settings/offsite-copy', { method: 'PUT', token, body: { folder, passphrase: PASSPHRASE, staffPassword: ADMIN_PASSWORD } })).status).toBe(200);
    const stream = await openEventStream(server.url, token);
    const backUp = async (minute: number) => {
      server.clock.set(new Date(Date.UTC(2026, 10, 23, 11, minute)));
      const started = performance.now();
      const taken = await server.request<BackupEntry>('/api/admin/backups', { method: 'POST', token });
      expect(taken.status).toBe(201);
      return { id: taken.body.id, answeredInMs: performance.now() - started };
    };
    const view = async () => (await server.request<OffsiteCopyView>('/api/admin/settings/offsite-copy', { token })).body;
    return { server, stream, backUp, view, errors };
  }

  it('reads none of the 14 newest files: one kept online only is not downloaded after every copy', async () => {
    const folder = folderOutside();
    // The newest name of all, and reading it never ends, as an online-only file on a slow connection.
    waitingFile(path.join(folder, 'copia-20991231T040000000Z-nightly.cifrada'));
    const { stream, backUp, view } = await venue(folder);
    const { id } = await backUp(0);
    expect((await stream.next('offsite-copy-changed', 5_000)).id).toBe(id);
    expect((await view()).lastCopyAt).toBe('2026-11-23T11:00:00.000Z');
    // Rotation ended too: it leaves what a power cut cut off, once nothing has written to it for an hour.
    const cutOff = path.join(folder, 'copia-20261122T040000000Z-nightly.cifrada.parcial');
    const underWay = path.join(folder, 'copia-20261123T105900000Z-nightly.cifrada.parcial');
    const notOurs = path.join(folder, 'fotos.zip.parcial');
    for (const file of [cutOff, underWay, notOurs]) writeFileSync(file, 'a medias');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const file of [cutOff, notOurs]) utimesSync(file, twoHoursAgo, twoHoursAgo);
    const next = await backUp(1);
    expect((await stream.next('offsite-copy-changed', 5_000)).id).toBe(next.id);
    await vi.waitFor(() => expect(existsSync(cutOff)).toBe(false));
    expect([existsSync(underWay), existsSync(notOurs)]).toEqual([true, true]);
    stream.close();
  });

  it('never makes a backup wait; writes one file at a time; a file that will not go does not fail the copy; stopping waits a few seconds at most, and records nothing after', async () => {
    const folder = folderOutside();
    // Past the 14 newest: an old file rotation must check before deleting, and reading it never ends.
    for (let day = 1; day <= 14; day++) writeFileSync(path.join(folder, `copia-202501${String(day).padStart(2, '0')}T040000000Z-nightly.cifrada`), 'parece nuestra');
    const stuck = path.join(folder, 'copia-20000101T040000000Z-nightly.cifrada');
    waitingFile(stuck);
    const { server, stream, backUp, view, errors } = await venue(folder);

    // The first file is written and recorded; rotation then waits on the old file, and the backup did not.
    const first = await backUp(0);
    expect(first.answeredInMs).toBeLessThan(2_000);
    expect((await stream.next('offsite-copy-changed', 5_000)).id).toBe(first.id);
    expect(await view()).toMatchObject({ lastCopyAt: '2026-11-23T11:00:00.000Z', lastFailure: null });

    // The second waits its turn.
    const second = await backUp(1);
    expect(second.answeredInMs).toBeLessThan(2_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(existsSync(path.join(folder, `copia-${second.id}.cifrada`))).toBe(false);
    await vi.waitFor(() => expect(release(stuck)).toBe(true));
    expect((await stream.next('offsite-copy-changed', 5_000)).id).toBe(second.id);
    expect(existsSync(path.join(folder, `copia-${second.id}.cifrada`))).toBe(true);

    // Stuck again on the old file, with a third waiting behind: the server stops all the same.
    const third = await backUp(2);
    const started = performance.now();
    await server.close();
    expect(performance.now() - started).toBeLessThan(8_000);
    await vi.waitFor(() => expect(release(stuck)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(existsSync(path.join(folder, `copia-${third.id}.cifrada`))).toBe(false);
    expect(readdirSync(folder).filter((name) => name.endsWith('.parcial'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('where copies go, with the staff password again', () => {
  const context = signedInServer();
  const folder = tempFolder('venue-offsite-');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const setting = (method: 'PUT' | 'DELETE', body: Record<string, unknown>) =>
    context.server.request<OffsiteCopyView & { message?: string }>('/api/admin/settings/offsite-copy', { method, token: context.token, body });
  const folderNow = async () => (await context.server.request<OffsiteCopyView>('/api/admin/settings/offsite-copy', { token: context.token })).body.folder;

  it('refuses a wrong or missing one in Spanish, changing nothing, and counts it with the sign-in’s', async () => {
    for (const staffPassword of ['no-es-esta', undefined]) {
      const answer = await setting('PUT', { folder, passphrase: PASSPHRASE, staffPassword });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(staffPassword ? AUTH_MESSAGES.currentPasswordWrong : AUTH_MESSAGES.passwordRequired);
    }
    expect(await folderNow()).toBeNull();
    // The right password, a folder that will not do: refused, but no guess.
    expect((await setting('PUT', { folder: path.join(folder, 'no-existe'), passphrase: PASSPHRASE, staffPassword: ADMIN_PASSWORD })).status).toBe(400);
    expect((await setting('PUT', { folder, passphrase: PASSPHRASE, staffPassword: ADMIN_PASSWORD })).status).toBe(200);

    for (const staffPassword of ['no-es-esta', undefined]) {
      const answer = await setting('DELETE', { staffPassword });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(staffPassword ? AUTH_MESSAGES.currentPasswordWrong : AUTH_MESSAGES.passwordRequired);
    }
    expect(await folderNow()).toBe(folder);
    // Four wrong tries: the fourth waited, and so does the sign-in after them.
    expect((await context.server.request('/api/auth/login', { method: 'POST', body: { password: 'otra-mas' } })).status).toBe(401);
    expect(context.server.sleeps).toEqual([250, 500]);
    expect((await setting('DELETE', { staffPassword: ADMIN_PASSWORD })).body).toEqual({ folder: null, lastCopyAt: null, lastFailure: null });
  });
});

describe('the copy taken before a migration', () => {
  const closing = closedAfterEach();

  it('goes off-site too', async () => {
    const dataDir = tempFolder('venue-offsite-migration-');
    const folder = tempFolder('venue-offsite-');
    const migrations = tempFolder('venue-newer-migrations-');
    const options = {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      adminPassword: ADMIN_PASSWORD,
      seed: 'demo' as const,
      publicUrl: null,
      staticDir: null,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    };
    try {
      const first = await startServer(options);
      const token = (
        (await (await fetch(`${first.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: ADMIN_PASSWORD }) })).json()) as {
          sessionToken: string;
        }
      ).sessionToken;
      const saved = await fetch(`${first.url}/api/admin/settings/offsite-copy`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ folder, passphrase: PASSPHRASE, staffPassword: ADMIN_PASSWORD }),
      });
      expect(saved.status).toBe(200);
      await first.close();

      // The next release: one migration more.
      cpSync(DEFAULT_MIGRATIONS_FOLDER, migrations, { recursive: true });
      const journal = JSON.parse(readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
      const last = journal.entries.at(-1)!;
      journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_prueba' });
      writeFileSync(path.join(migrations, 'meta', '_journal.json'), JSON.stringify(journal));
      writeFileSync(path.join(migrations, '9999_prueba.sql'), 'CREATE TABLE prueba (id integer);');

      const second = closing(await startServer({ ...options, migrationsFolder: migrations }));
      await second.close();
      const [copy] = readdirSync(path.join(dataDir, 'backups')).filter((name) => name.endsWith('-migration'));
      expect(ownFiles(folder)).toEqual([`copia-${copy}.cifrada`]);
    } finally {
      for (const made of [dataDir, folder, migrations]) rmSync(made, { recursive: true, force: true });
    }
  });
});

describe('restoring a copy from outside on a new PC', () => {
  const source = signedInServer({ seed: 'demo' });
  const closing = closedAfterEach();
  const folder = tempFolder('venue-offsite-');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  let file: Buffer;
  let copyId: string;

  /** The venue's PC: a diner booked, a guest's note, and a copy written to the folder. */
  const offsiteFile = async () => {
    if (file) return file;
    const token = source.token;
    expect((await source.server.request('/api/reservations', { method: 'POST', body: dinerBooking({ ...DINER, date: '2026-11-24' }) })).status).toBe(201);
    expect((await source.server.request('/api/admin/settings/offsite-copy', { method: 'PUT', token, body: { folder, passphrase: PASSPHRASE, staffPassword: ADMIN_PASSWORD } })).status).toBe(200);
    const taken = await source.server.request<BackupEntry>('/api/admin/backups', { method: 'POST', token });
    copyId = taken.body.id;
    file = await writtenOutside(folder, copyId);
    return file;
  };
  /** The venue's database as that copy holds it: a real one, which any zip below would restore if let through. */
  const sourceDatabase = async () => {
    await offsiteFile();
    return readFileSync(path.join(source.server.dataDir, 'backups', copyId, 'venue.db'));
  };
  const newInstall = async () => closing(await startTestServer({ adminPassword: null, seed: 'none' }));
  const setupState = async (server: TestServer) => (await server.request('/api/setup')).body as { needsPassword: boolean; needsVenue: boolean };

  it('refuses a wrong passphrase in Spanish, and changes nothing', async () => {
    const server = await newInstall();
    const answer = await restoreOnFirstRun(server, await offsiteFile(), 'no es la frase de la copia');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'invalid-input', message: M.wrongPassphrase });
    expect(await setupState(server)).toEqual({ needsPassword: true, needsVenue: true });
    expect(readdirSync(path.join(server.dataDir, 'backups'))).toEqual([]);
  });

  it.each<[string, (bytes: Buffer) => Buffer]>([
    ['a byte changed in the middle', (bytes) => Buffer.from(bytes).fill(bytes[bytes.length >> 1]! ^ 0xff, bytes.length >> 1, (bytes.length >> 1) + 1)],
    ['a file cut short', (bytes) => bytes.subarray(0, bytes.length - 1000)],
    [
      'its header changed',
      (bytes) =>
        Buffer.from(
          bytes.toString('latin1').replace(/"iv":"(.)/, (_match, first: string) => `"iv":"${first === 'A' ? 'B' : 'A'}`),
          'latin1',
        ),
    ],
    ['a file that is not a copy', () => Buffer.from('PK esto no es una copia cifrada')],
  ])('refuses a damaged file (%s) in Spanish, and changes nothing', async (_case, damage) => {
    const server = await newInstall();
    const answer = await restoreOnFirstRun(server, damage(await offsiteFile()), PASSPHRASE);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'invalid-input', message: M.damaged });
    expect(await setupState(server)).toEqual({ needsPassword: true, needsVenue: true });
    expect(readdirSync(path.join(server.dataDir, 'backups'))).toEqual([]);
  });

  it.each<[string, (database: Buffer) => Promise<Buffer>]>([
    ['its database compressed, as a zip bomb would be', (database) => zipOf([['venue.db', database]], { store: false })],
    [
      'the database twice',
      (database) =>
        zipOf([
          ['venue.db', database],
          ['venue.db', database],
        ]),
    ],
    ['no database', () => zipOf([[`uploads/${randomUUID()}`, Buffer.from('una foto')]])],
    ['entries that unpack to more than the file (several pointing at the same bytes)', async (database) => overlappingZip(database, 8)],
  ])('refuses a file written with the passphrase but holding no copy (%s) as damaged, and changes nothing', async (_case, zip) => {
    const server = await newInstall();
    const answer = await restoreOnFirstRun(server, await encrypted(await zip(await sourceDatabase())), PASSPHRASE);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'invalid-input', message: M.damaged });
    expect(await setupState(server)).toEqual({ needsPassword: true, needsVenue: true });
    expect(readdirSync(path.join(server.dataDir, 'backups'))).toEqual([]);
  });

  it('removes at start what an import or a copy cut off by a power cut left behind, and nothing else', async () => {
    const dataDir = tempFolder('venue-power-cut-');
    try {
      const backups = path.join(dataDir, 'backups');
      const leftovers = ['.entrada-Xy12ab', '.20261123T110000000Z-imported', '.20261123T040000000Z-nightly'];
      for (const name of leftovers) {
        mkdirSync(path.join(backups, name, 'uploads'), { recursive: true });
        writeFileSync(path.join(backups, name, 'copia.zip'), 'la agenda de clientes, sin cifrar');
      }
      writeFileSync(path.join(backups, 'notas.txt'), 'del dueño');
      const server = closing(await startTestServer({ dataDir, adminPassword: null, seed: 'none' }));
      expect(readdirSync(backups)).toEqual(['notas.txt']);
      await server.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is allowed only from this computer’s own panel, and only before the staff password exists', async () => {
    const server = await newInstall();
    const bytes = await offsiteFile();
    expect((await restoreOnFirstRun(server, bytes, PASSPHRASE, { 'x-forwarded-for': '203.0.113.7' })).body).toEqual({ code: 'forbidden', message: M.firstRunLocalOnly });
    expect((await restoreOnFirstRun(server, bytes, PASSPHRASE, { origin: 'https://reservas-gratis.example' })).body).toEqual({ code: 'forbidden', message: M.firstRunFromPanelOnly });
    expect((await restoreOnFirstRun(server, Buffer.from('{}'), PASSPHRASE, { 'content-type': 'application/json' })).body).toEqual({ code: 'unsupported-media', message: M.notOctetStream });
    expect(await setupState(server)).toEqual({ needsPassword: true, needsVenue: true });

    const chosen = await server.request('/api/setup', { method: 'POST', body: { newPassword: 'la-clave-del-local', repeatPassword: 'la-clave-del-local' }, headers: { origin: server.url } });
    expect(chosen.status).toBe(201);
    expect((await restoreOnFirstRun(server, bytes, PASSPHRASE)).body).toEqual({ code: 'conflict', message: AUTH_MESSAGES.alreadySetUp });
  });

  it('brings back the bookings, guests and menu on a fresh data folder; the owner then chooses this PC’s password', async () => {
    const server = await newInstall();
    const answer = await restoreOnFirstRun(server, await offsiteFile(), PASSPHRASE);
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ message: BACKUP_MESSAGES.maintenance });
    await serverIsBack(server);

    // The venue came back with the copy; the staff password is this PC's: none yet.
    expect(await setupState(server)).toEqual({ needsPassword: true, needsVenue: false });
    expect((await server.request('/api/auth/login', { method: 'POST', body: { password: ADMIN_PASSWORD } })).status).toBe(401);
    const chosen = await server.request<{ sessionToken: string }>('/api/setup', {
      method: 'POST',
      body: { newPassword: 'clave-del-pc-nuevo', repeatPassword: 'clave-del-pc-nuevo' },
      headers: { origin: server.url },
    });
    expect(chosen.status).toBe(201);
    const token = chosen.body.sessionToken;

    const bookings = await server.request<{ customerName: string; customerEmail: string }[]>('/api/reservations/date/2026-11-24', { token });
    expect(bookings.body.map((booking) => booking.customerEmail)).toContain(DINER.customerEmail);
    const guests = await server.request<{ name: string }[]>(`/api/admin/guests?q=${encodeURIComponent('Etxeberria')}`, { token });
    expect(guests.body.map((guest) => guest.name)).toEqual([DINER.customerName]);
    const [sourceMenu, restoredMenu] = await Promise.all([source.server.request('/api/menu/sections'), server.request('/api/menu/sections')]);
    expect(restoredMenu.body).toEqual(sourceMenu.body);
    expect((restoredMenu.body as unknown[]).length).toBeGreaterThan(0);
    // The copy it came from is listed, beside the safety copy of the empty install.
    const kinds = (await server.request<BackupList>('/api/admin/backups', { token })).body.backups.map((copy) => copy.kind);
    expect(kinds.sort()).toEqual(['imported', 'safety']);
    // Where copies go stays this PC's choice: the old PC's folder and key did not come with the copy.
    expect((await server.request<OffsiteCopyView>('/api/admin/settings/offsite-copy', { token })).body.folder).toBeNull();
  });
});

describe('restoring a copy from outside by staff', () => {
  const context = signedInServer({ seed: 'none' });
  const source = signedInServer({ seed: 'demo' });
  const folder = tempFolder('venue-offsite-');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const importCopy = (file: Buffer, staffPassword: string, token: string | null = context.token) =>
    context.server.request<{ message: string }>('/api/admin/backups/import', {
      method: 'POST',
      token,
      rawBody: new Uint8Array(file),
      headers: { 'content-type': 'application/octet-stream', 'x-backup-passphrase': encodeURIComponent(PASSPHRASE), 'x-staff-password': encodeURIComponent(staffPassword) },
    });

  it('asks for a session and the staff password again, then puts the copy in place, tells open screens, and keeps this PC’s sessions', async () => {
    expect(
      (await source.server.request('/api/admin/settings/offsite-copy', { method: 'PUT', token: source.token, body: { folder, passphrase: PASSPHRASE, staffPassword: ADMIN_PASSWORD } })).status,
    ).toBe(200);
    const taken = await source.server.request<BackupEntry>('/api/admin/backups', { method: 'POST', token: source.token });
    const file = await writtenOutside(folder, taken.body.id);

    expect((await importCopy(file, ADMIN_PASSWORD, null)).status).toBe(401);
    expect((await importCopy(file, 'no-es-esta')).body).toEqual({ code: 'invalid-input', message: AUTH_MESSAGES.currentPasswordWrong });
    expect((await context.server.request('/api/venue')).status).toBe(404);

    const stream = await openEventStream(context.server.url, context.token);
    const answer = await importCopy(file, ADMIN_PASSWORD);
    expect(answer.status).toBe(202);
    expect((await stream.next('backup-restored')).id).toMatch(/-imported$/);
    await stream.ended;
    await serverIsBack(context.server);
    expect((await context.server.request('/api/venue')).status).toBe(200);
    expect((await context.server.request('/api/admin/backups', { token: context.token })).status).toBe(200);
  });
});
