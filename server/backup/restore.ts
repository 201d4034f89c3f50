/**
 * Putting a copy in place of the database, once the server has closed it. The staff password and
 * sessions are today's, not the copy's: whoever restores stays signed in, and an old password that
 * was changed since does not come back with the bookings. So is the off-site copy's setting
 * (./offsite-settings.ts): where this PC writes its copies, and with which key.
 */
import { copyFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { adminSessions, settings } from '../db/schema';
import type { Db } from '../db/open';
import { backupsFolder, linkFiles, verifyCopy } from './backups';
import { OFFSITE_SETTINGS } from './offsite-settings';

const KEPT_SETTINGS = ['admin_password_hash', 'admin_password_configured_hash', ...OFFSITE_SETTINGS];

export interface StaffAccess {
  settings: { key: string; value: string }[];
  sessions: (typeof adminSessions.$inferSelect)[];
}

export function readStaffAccess(db: Db): StaffAccess {
  return {
    settings: db.select().from(settings).where(inArray(settings.key, KEPT_SETTINGS)).all(),
    sessions: db.select().from(adminSessions).all(),
  };
}

export function writeStaffAccess(db: Db, access: StaffAccess): void {
  db.transaction((tx) => {
    tx.delete(settings).where(inArray(settings.key, KEPT_SETTINGS)).run();
    tx.delete(adminSessions).run();
    if (access.settings.length > 0) tx.insert(settings).values(access.settings).run();
    if (access.sessions.length > 0) tx.insert(adminSessions).values(access.sessions).run();
  });
}

/** The copy's database in place of DATA_DIR/venue.db (its WAL files gone with it), and its photos back in the uploads. */
export function putBackupInPlace(dataDir: string, id: string): void {
  const copy = path.join(backupsFolder(dataDir), id);
  verifyCopy(path.join(copy, 'venue.db'));
  const database = path.join(dataDir, 'venue.db');
  // Copied beside the database first, so a failure half-way leaves the current one whole.
  copyFileSync(path.join(copy, 'venue.db'), `${database}.restaurando`);
  for (const suffix of ['-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
  renameSync(`${database}.restaurando`, database);
  linkFiles(path.join(copy, 'uploads'), path.join(dataDir, 'objects', 'uploads'));
}
