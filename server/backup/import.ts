/**
 * A file of 'Copia fuera del local' brought in to be restored (a new PC's first-run screen, or
 * staff): received to disk, decrypted with the passphrase, unpacked into a copy of kind 'imported'
 * beside the others and checked as every copy is. The existing restore then puts it in place
 * (server/start.ts). A wrong passphrase, a damaged file or a full disk leaves nothing behind; what a
 * power cut leaves is removed at the next start (./backups.ts, removeUnfinishedCopies).
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { open as openZip, type Entry, type ZipFile } from 'yauzl';
import type { BackupEntry } from '../../shared/schemas/backup';
import type { Clock } from '../kernel';
import { isObjectId } from '../objects';
import { backupsFolder, IMPORT_STAGING, keepCopy, newCopy, verifyCopy } from './backups';
import { DamagedCopy, decryptCopy } from './offsite-file';

/** Far above any venue's copy (photos are 10 MB at most each), and a stop for a stream that never ends. */
export const MAX_IMPORT_GB = 8;
const MAX_IMPORT_BYTES = MAX_IMPORT_GB * 1024 ** 3;

export class ImportTooLarge extends Error {}
/** The disk of DATA_DIR filled up while the copy was received or unpacked. */
export class ImportDiskFull extends Error {}

/** How every copy's zip is written (server/backup/backups.ts, zipOfCopy): no compression. */
const STORED = 0;

/** Counts what passes, and stops the stream past `limit` bytes. */
function atMost(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new ImportTooLarge() : null, chunk);
    },
  });
}

/** Where an entry of the copy's zip goes inside the copy's folder; null for what a copy does not hold (skipped). */
function placeOf(name: string): string | null {
  if (name === 'venue.db') return name;
  const [folder, file, ...rest] = name.split('/');
  // Photos are named by their object id: nothing else can reach the disk.
  return folder === 'uploads' && rest.length === 0 && isObjectId(file) ? path.join('uploads', file) : null;
}

/**
 * Writes the entries of `zip` (read from a file of `zipBytes` bytes) into `into`. A copy's zip is
 * stored, never compressed, so what it unpacks to is never more than its own size. An entry
 * compressed, or entries that together claim more (several pointing at the same bytes), could fill
 * DATA_DIR from a small file: the file is refused as damaged.
 */
function readEntries(zip: ZipFile, into: string, zipBytes: number): Promise<void> {
  let unpacked = 0;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.close();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      const place = placeOf(entry.fileName);
      if (place === null) return zip.readEntry();
      unpacked += entry.uncompressedSize;
      if (entry.compressionMethod !== STORED || unpacked > zipBytes) return fail(new DamagedCopy());
      zip.openReadStream(entry, (error, stream) => {
        if (error) return fail(error);
        pipeline(stream, createWriteStream(path.join(into, place), { flags: 'wx' })).then(() => zip.readEntry(), fail);
      });
    });
    zip.readEntry();
  });
}

/** The database and photos of the zip at `file`, into the folder `into`. */
async function unzip(file: string, into: string): Promise<void> {
  const { size } = await stat(file);
  const zip = await new Promise<ZipFile>((resolve, reject) => openZip(file, { lazyEntries: true, autoClose: true }, (error, opened) => (error ? reject(error) : resolve(opened))));
  await mkdir(path.join(into, 'uploads'), { recursive: true });
  await readEntries(zip, into, size);
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;
/** What the system refused (a full disk, a disk that fails): not the file's fault. */
const isSystemError = (error: unknown) => typeof (error as NodeJS.ErrnoException | null)?.syscall === 'string';
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);

/**
 * `body` (the file's bytes as they arrive) becomes copy `imported` in DATA_DIR/backups, ready to be
 * restored. WrongPassphrase, DamagedCopy, ImportTooLarge or ImportDiskFull leave no copy and no
 * file behind.
 */
export async function importCopy(body: Readable, passphrase: string, { dataDir, clock }: { dataDir: string; clock: Clock }): Promise<BackupEntry> {
  const root = backupsFolder(dataDir);
  await mkdir(root, { recursive: true });
  // A dot folder: neither listed as a copy nor sealed as one (server/secrets/stored-secrets.ts).
  const staging = await mkdtemp(path.join(root, IMPORT_STAGING));
  const { id, createdAt } = newCopy(dataDir, clock(), 'imported');
  const partial = path.join(root, `.${id}`);
  try {
    const received = path.join(staging, 'copia.cifrada');
    await pipeline(body, atMost(MAX_IMPORT_BYTES), createWriteStream(received, { flags: 'wx' }));
    const zip = path.join(staging, 'copia.zip');
    await decryptCopy(received, passphrase, zip);
    // Room for the photos: the file is not needed once decrypted.
    await rm(received);
    try {
      await unzip(zip, partial);
      verifyCopy(path.join(partial, 'venue.db'));
    } catch (error) {
      // Authenticated, yet no copy in it (no database, the same entry twice, a zip that does not
      // read): as damaged as a changed file. A full disk, or a disk that fails, is not.
      if (error instanceof DamagedCopy || (isSystemError(error) && codeOf(error) !== 'EEXIST')) throw error;
      throw new DamagedCopy(undefined, { cause: error });
    }
    return keepCopy(dataDir, partial, id, 'imported', createdAt);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw DISK_FULL.has(codeOf(error) ?? '') ? new ImportDiskFull(undefined, { cause: error }) : error;
  } finally {
    // The zip is the whole guest book in the clear: it never stays.
    await rm(staging, { recursive: true, force: true });
  }
}
