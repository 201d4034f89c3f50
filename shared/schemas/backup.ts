/** The copies of the database and the uploaded photos that 'Ajustes' lists and restores. */
import { z } from 'zod';
import { MESSAGES } from '../messages';

export const BACKUP_KINDS = ['nightly', 'manual', 'migration', 'safety'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];

export const BACKUP_KIND_LABELS: Record<BackupKind, string> = {
  nightly: 'Nocturna',
  manual: 'Hecha a mano',
  migration: 'Antes de una actualización',
  safety: 'Antes de restaurar',
};

export interface BackupEntry {
  /** Also the folder's name under DATA_DIR/backups. */
  id: string;
  kind: BackupKind;
  createdAt: string;
  /** The database and the photos it holds, as a download would weigh. */
  sizeBytes: number;
}

export interface BackupList {
  backups: BackupEntry[];
  /** When the next nightly copy is due. */
  nextNightly: string;
}

/** Restoring asks for the staff password again. */
export const restoreRequestSchema = z.object({ password: z.string({ error: MESSAGES.auth.passwordRequired }).min(1, MESSAGES.auth.passwordRequired) });
