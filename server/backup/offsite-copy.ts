/**
 * 'Copia fuera del local': every backup also goes, as one encrypted file (./offsite-file.ts), to a
 * folder the owner chose outside DATA_DIR (OneDrive, Google Drive, Dropbox, a USB disk), the last
 * 14 kept. Writing there never fails the local copy, nor makes anyone wait for it: the files are
 * written one at a time in the background, after the local copy is kept, and a failure is
 * recorded in words and shown on 'Ajustes'. The folder is never created: a missing one may be a
 * disk that is unplugged or a cloud folder whose app was removed, and a folder made in its place
 * would fill the PC's own disk unseen.
 */
import { createWriteStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { OFFSITE_MESSAGES } from '../../shared/messages/offsite';
import type { BackupEntry } from '../../shared/schemas/backup';
import type { OffsiteCopyView } from '../../shared/schemas/offsite-copy';
import type { Clock, Logger } from '../kernel';
import type { EventBus } from '../kernel/event-bus';
import { backupsFolder, zipOfCopy } from './backups';
import { encryptCopy, isOffsiteFile, newOffsiteKey } from './offsite-file';
import type { OffsiteSettings } from './offsite-settings';

const M = OFFSITE_MESSAGES;

/** How many files of this feature stay in the folder. */
const OFFSITE_KEPT = 14;
/** `copia-20261124T030000000Z-nightly.cifrada`: sorts by time; nothing else in the folder is ever touched. */
const OWN_FILE = /^copia-\d{8}T\d{9}Z-[a-z]+\.cifrada$/;
const offsiteFileName = (id: string) => `copia-${id}.cifrada`;
/** A file being written, renamed to its own name once whole. */
const PARTIAL = '.parcial';
/** A partial file of ours not written to for this long was cut off (a power cut, a disk pulled out). */
const STALE_PARTIAL_MS = 60 * 60 * 1000;
/** How long stopping the server (or a restore) waits for a file under way before leaving it. */
const STOP_GRACE_MS = 5_000;

/** What went wrong with the folder, in the owner's words. */
function failureInWords(error: unknown, folder: string): string {
  switch ((error as NodeJS.ErrnoException | null)?.code) {
    case 'ENOENT':
      return M.missing(folder);
    case 'ENOTDIR':
      return M.notAFolder(folder);
    case 'ENOSPC':
    case 'EDQUOT':
      return M.full(folder);
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return M.noPermission(folder);
    default:
      return M.otherFailure(folder, error instanceof Error ? error.message : String(error));
  }
}

/** Whether the folder is there and is a folder: a Spanish reason if not. Never creates it. */
async function folderProblem(folder: string): Promise<string | null> {
  try {
    return (await stat(folder)).isDirectory() ? null : M.notAFolder(folder);
  } catch (error) {
    return failureInWords(error, folder);
  }
}

/** When the owner chooses the folder: a file written there and removed says whether this PC may write (Windows answers access() loosely). */
async function writeProblem(folder: string): Promise<string | null> {
  const probe = path.join(folder, `.prueba-${randomUUID()}`);
  try {
    await writeFile(probe, '', { flag: 'wx' });
    await rm(probe, { force: true });
    return null;
  } catch (error) {
    return failureInWords(error, folder);
  }
}

const isInside = (folder: string, parent: string) => {
  const relative = path.relative(parent, folder);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * Past the 14 newest of this feature's files, the older ones go: each checked by its header just
 * before (one that only looks like ours stays). Only those are read: in a OneDrive or Dropbox
 * folder whose files are kept online only, reading a file downloads it. Our partial files that
 * nothing has written to for an hour go too.
 */
async function rotate(folder: string, written: string): Promise<void> {
  const names = await readdir(folder);
  const own = names
    .filter((name) => OWN_FILE.test(name))
    .sort()
    .reverse();
  for (const name of own.slice(OFFSITE_KEPT)) {
    const file = path.join(folder, name);
    if (await isOffsiteFile(file)) await rm(file, { force: true });
  }
  // The folder's own clock: a cloud folder's or a disk's may not be this PC's.
  const now = (await stat(path.join(folder, written))).mtimeMs;
  for (const name of names.filter((name) => name.endsWith(PARTIAL) && OWN_FILE.test(name.slice(0, -PARTIAL.length)))) {
    const file = path.join(folder, name);
    if (now - (await stat(file)).mtimeMs > STALE_PARTIAL_MS) await rm(file, { force: true });
  }
}

export function createOffsiteCopy({ settings, dataDir, clock, logger, events }: { settings: OffsiteSettings; dataDir: string; clock: Clock; logger: Logger; events: EventBus }) {
  /** Aborts the file under way when stopping outlasts its grace. */
  const stopping = new AbortController();
  /** Writes `entry`'s file into `folder`; its name once whole. */
  async function writeCopy(entry: BackupEntry, folder: string): Promise<string> {
    const key = settings.key();
    if (!key) throw new Error(M.keyUnreadable);
    const problem = await folderProblem(folder);
    if (problem) throw new Error(problem);
    const name = offsiteFileName(entry.id);
    // Written under another name and renamed once whole: a cut-off file never looks like a copy.
    const partial = path.join(folder, `${name}${PARTIAL}`);
    try {
      // 'wx': never over a file already there, and never a folder made on the way (a vanished one fails here).
      await pipeline(zipOfCopy(path.join(backupsFolder(dataDir), entry.id)), encryptCopy(key), createWriteStream(partial, { flags: 'wx', flush: true }), { signal: stopping.signal });
      await rename(partial, path.join(folder, name));
      return name;
    } catch (error) {
      await rm(partial, { force: true }).catch(() => undefined);
      throw new Error(failureInWords(error, folder), { cause: error });
    }
  }

  /** One file, its outcome recorded and told to open screens. */
  async function write(entry: BackupEntry): Promise<void> {
    const folder = settings.folder();
    if (folder === null) return;
    let written: string;
    try {
      written = await writeCopy(entry, folder);
    } catch (error) {
      // Left when the server stopped: the database may be closed, and the next copy will go.
      if (stopping.signal.aborted) return logger.warn(M.leftAtStopLog(entry.id));
      const message = error instanceof Error ? error.message : String(error);
      logger.warn(M.copyFailedLog(message), error instanceof Error ? error.cause : undefined);
      settings.recordFailure(clock(), message);
      events.publish({ kind: 'offsite-copy-changed', id: entry.id });
      return;
    }
    if (stopping.signal.aborted) return;
    settings.recordCopy(clock());
    events.publish({ kind: 'offsite-copy-changed', id: entry.id });
    // The copy is there: an old file that will not go is for the log, not a failed copy.
    await rotate(folder, written).catch((error: unknown) => logger.warn(M.rotationFailedLog(folder), error));
  }

  // The files under way, one after another: a second backup's waits for the first's.
  let queue: Promise<void> = Promise.resolve();

  return {
    view(): OffsiteCopyView {
      return { folder: settings.folder(), ...settings.state() };
    },
    /**
     * Checks the folder (absolute, outside DATA_DIR, there, writable) and keeps it with the
     * passphrase's key: a Spanish reason when the folder will not do, and nothing changed.
     */
    async configure(folder: string, passphrase: string): Promise<string | null> {
      if (!path.isAbsolute(folder)) return M.folderNotAbsolute;
      const resolved = path.resolve(folder);
      if (isInside(resolved, dataDir)) return M.folderInsideData;
      const problem = (await folderProblem(resolved)) ?? (await writeProblem(resolved));
      if (problem) return problem;
      settings.save(resolved, await newOffsiteKey(passphrase));
      return null;
    },
    turnOff: () => settings.clear(),
    /** Copies `entry` to the folder, if one is set, once the files before it are written; answers at once. */
    send(entry: BackupEntry): void {
      queue = queue
        .then(() => (stopping.signal.aborted ? undefined : write(entry)))
        // Only what nobody foresaw lands here (the database refusing to record): the next file still goes.
        .catch((error: unknown) => logger.error(M.notRecordedLog(entry.id), error));
    },
    /**
     * Before the database closes: the file under way may finish within a few seconds (a USB disk, a
     * share that does not answer must not hold the server); past them it is left, and nothing more
     * is written or recorded.
     */
    async stop(): Promise<void> {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([queue, new Promise((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS)))]);
      clearTimeout(timer);
      stopping.abort();
    },
  };
}

export type OffsiteCopy = ReturnType<typeof createOffsiteCopy>;
