/** The copies of the database and the uploaded photos that 'Ajustes' lists and restores. */
import { z } from 'zod';
import { AUTH_MESSAGES } from '../messages/auth';

/** 'imported': a file of 'Copia fuera del local' brought in to be restored (server/backup/import.ts). */
export const BACKUP_KINDS = ['nightly', 'manual', 'migration', 'safety', 'imported'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

export const BACKUP_KIND_LABELS: Record<BackupKind, string> = {
  nightly: 'Nocturna',
  manual: 'Hecha a mano',
  migration: 'Antes de una actualización',
  safety: 'Antes de restaurar',
  imported: 'Traída de un archivo cifrado',
};

export const backupEntrySchema = z.object({
  /** Also the folder's name under DATA_DIR/backups. */
  id: z.string(),
  kind: z.enum(BACKUP_KINDS),
  createdAt: z.string(),
  /** The database and the photos it holds, as a download would weigh. */
  sizeBytes: z.number(),
});

export const backupListSchema = z.object({
  backups: z.array(backupEntrySchema),
  /** When the next nightly copy is due. */
  nextNightly: z.string(),
});

export type BackupEntry = z.infer<typeof backupEntrySchema>;
export type BackupList = z.infer<typeof backupListSchema>;

/** The staff password typed again, where a stolen session must not be enough: restoring a copy, or where copies go off-site. */
export const staffPasswordAgainSchema = z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired);

/** Restoring asks for the staff password again. */
export const restoreRequestSchema = z.object({ password: staffPasswordAgainSchema });
