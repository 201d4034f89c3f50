/**
 * Copies of the database and the uploaded photos, in DATA_DIR/backups/<id>/: `venue.db`, the
 * `uploads/` originals and `copia.json`. The database is copied online with SQLite's backup API
 * inside the process that owns it, so bookings go on meanwhile; the copy is checked with
 * `integrity_check` before it is kept. Photos are hard links: an upload never changes once
 * stored, so a link costs no space and stays right.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ZipArchive } from 'archiver';
import Database from 'better-sqlite3';
import { BACKUP_MESSAGES } from './messages';
import { BACKUP_KINDS, type BackupEntry, type BackupKind } from '../../shared/schemas/backup';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { backupsToKeep } from './rotation';

const DB_FILE = 'venue.db';
const UPLOADS = 'uploads';
const MANIFEST = 'copia.json';
const ID_PATTERN = /^\d{8}T\d{9}Z-[a-z]+$/;
/** How long a copy taken before a migration or a restore is kept. */
const SPECIAL_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export class CorruptBackup extends Error {}

/** Opens a copy read-only and asks SQLite to check every page of it. */
export function verifyCopy(file: string): void {
  let copy: Database.Database | null = null;
  try {
    copy = new Database(file, { readonly: true, fileMustExist: true });
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new CorruptBackup(BACKUP_MESSAGES.corrupt(String(result)));
  } catch (error) {
    if (error instanceof CorruptBackup) throw error;
    throw new CorruptBackup(BACKUP_MESSAGES.corrupt(error instanceof Error ? error.message : String(error)));
  } finally {
    copy?.close();
  }
}

/** Links (or, on a disk without links, copies) each file of `from` that `to` does not have yet. */
export function linkFiles(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  if (!existsSync(from)) return;
  for (const name of readdirSync(from)) {
    if (existsSync(path.join(to, name))) continue;
    try {
      linkSync(path.join(from, name), path.join(to, name));
    } catch {
      copyFileSync(path.join(from, name), path.join(to, name));
    }
  }
}

function folderSize(folder: string): number {
  return readdirSync(folder, { withFileTypes: true }).reduce(
    (total, entry) => total + (entry.isDirectory() ? folderSize(path.join(folder, entry.name)) : statSync(path.join(folder, entry.name)).size),
    0,
  );
}

/**
 * `20261124T030000000Z-nightly`: sorts by time, and says what it is. A name already taken moves the
 * copy a millisecond later, so two copies never share a time.
 */
export function newCopy(dataDir: string, now: Date, kind: BackupKind): { id: string; createdAt: Date } {
  for (let at = now.getTime(); ; at++) {
    const id = `${new Date(at).toISOString().replace(/[-:.]/g, '')}-${kind}`;
    if (!existsSync(path.join(backupsFolder(dataDir), id)) && !existsSync(path.join(backupsFolder(dataDir), `.${id}`))) return { id, createdAt: new Date(at) };
  }
}

export interface BackupWriterOptions {
  dataDir: string;
  clock: Clock;
}

export interface BackupOptions extends BackupWriterOptions {
  /** 'Copia fuera del local' (./offsite-copy.ts): also writes the copy there, in the background; records its own failures. */
  offsite?: (entry: BackupEntry) => void;
}

/** DATA_DIR/backups: one folder per copy, and `.<id>` folders for a copy being written. */
export function backupsFolder(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/** Where a file of 'Copia fuera del local' is received and decrypted (./import.ts), a dot folder with this start. */
export const IMPORT_STAGING = '.entrada-';

/**
 * At start, before any copy is taken: a copy being written or a file being imported when the server
 * stopped (a power cut, a crash) never finished and never will. Its folder goes: an import's holds
 * the whole guest book in the clear, and either may weigh as much as the photos.
 */
export function removeUnfinishedCopies(dataDir: string): void {
  const root = backupsFolder(dataDir);
  if (!existsSync(root)) return;
  for (const name of readdirSync(root)) {
    if (name.startsWith(IMPORT_STAGING) || (name.startsWith('.') && ID_PATTERN.test(name.slice(1)))) rmSync(path.join(root, name), { recursive: true, force: true });
  }
}

/** A checked copy in its partial folder becomes copy `id`: its manifest written, then the folder renamed into the list. */
export function keepCopy(dataDir: string, partial: string, id: string, kind: BackupKind, createdAt: Date): BackupEntry {
  // Measured once here: listing the copies reads it instead of walking every photo again.
  const sizeBytes = folderSize(partial);
  writeFileSync(path.join(partial, MANIFEST), JSON.stringify({ kind, createdAt: createdAt.toISOString(), sizeBytes } satisfies Omit<BackupEntry, 'id'>));
  renameSync(partial, path.join(backupsFolder(dataDir), id));
  return { id, kind, createdAt: createdAt.toISOString(), sizeBytes };
}

function finish(dataDir: string, partial: string, id: string, kind: BackupKind, createdAt: Date): BackupEntry {
  verifyCopy(path.join(partial, DB_FILE));
  linkFiles(path.join(dataDir, 'objects', UPLOADS), path.join(partial, UPLOADS));
  return keepCopy(dataDir, partial, id, kind, createdAt);
}

/** A copy's folder as one zip. Photos are already compressed: stored as they are, the zip is made at disk speed. */
export function zipOfCopy(folder: string): ZipArchive {
  const zip = new ZipArchive({ store: true });
  zip.directory(folder, false);
  void zip.finalize();
  return zip;
}

/**
 * Before a migration, the database is open only here and no request is served yet: SQLite's
 * `VACUUM INTO` writes a consistent copy in one synchronous step, before the schema changes.
 */
export function copyBeforeMigration(client: Database.Database, { dataDir, clock }: BackupWriterOptions): BackupEntry {
  const { id, createdAt } = newCopy(dataDir, clock(), 'migration');
  const partial = path.join(backupsFolder(dataDir), `.${id}`);
  mkdirSync(partial, { recursive: true });
  try {
    client.prepare('VACUUM INTO ?').run(path.join(partial, DB_FILE));
    return finish(dataDir, partial, id, 'migration', createdAt);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

export function createBackups(db: Db, { dataDir, clock, offsite }: BackupOptions) {
  const root = backupsFolder(dataDir);
  const folder = (id: string) => (ID_PATTERN.test(id) && existsSync(path.join(root, id, MANIFEST)) ? path.join(root, id) : null);

  function list(): BackupEntry[] {
    if (!existsSync(root)) return [];
    return readdirSync(root)
      .filter((name) => ID_PATTERN.test(name) && existsSync(path.join(root, name, MANIFEST)))
      .map((id) => {
        const manifest = JSON.parse(readFileSync(path.join(root, id, MANIFEST), 'utf8')) as Omit<BackupEntry, 'id'>;
        return { id, kind: BACKUP_KINDS.includes(manifest.kind) ? manifest.kind : 'manual', createdAt: manifest.createdAt, sizeBytes: manifest.sizeBytes };
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /**
   * Nightly and hand-made copies: 7 daily and 4 weekly. Copies taken before a migration or a restore
   * stand apart (a later copy that day must not replace them) and go after a week.
   */
  function rotate(): void {
    const copies = list();
    const rotating = copies.filter((copy) => copy.kind === 'nightly' || copy.kind === 'manual');
    const keep = backupsToKeep(rotating.map((copy) => ({ id: copy.id, createdAt: new Date(copy.createdAt) })));
    const weekAgo = clock().getTime() - SPECIAL_KEPT_MS;
    for (const copy of copies) {
      const kept = rotating.includes(copy) ? keep.has(copy.id) : Date.parse(copy.createdAt) > weekAgo;
      if (!kept) rmSync(path.join(root, copy.id), { recursive: true, force: true });
    }
  }

  return {
    list,
    /** A copy now; bookings go on while it is taken. The partial folder never counts as a copy. */
    async take(kind: BackupKind): Promise<BackupEntry> {
      const { id, createdAt } = newCopy(dataDir, clock(), kind);
      const partial = path.join(root, `.${id}`);
      mkdirSync(partial, { recursive: true });
      let entry: BackupEntry;
      try {
        await db.$client.backup(path.join(partial, DB_FILE));
        entry = finish(dataDir, partial, id, kind, createdAt);
        rotate();
      } catch (error) {
        rmSync(partial, { recursive: true, force: true });
        throw error;
      }
      // The copy before a restore stays here: it is an undo for this PC.
      if (kind !== 'safety') offsite?.(entry);
      return entry;
    },
    /** Whether `id` names a copy, and that copy passes SQLite's check (CorruptBackup if not). */
    check(id: string): boolean {
      const source = folder(id);
      if (source) verifyCopy(path.join(source, DB_FILE));
      return source !== null;
    },
    /** The copy as one zip file to keep elsewhere, or null for an id that is not a copy. */
    archive(id: string): ZipArchive | null {
      const source = folder(id);
      return source ? zipOfCopy(source) : null;
    },
  };
}

export type Backups = ReturnType<typeof createBackups>;
