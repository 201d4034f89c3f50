import type { RequestHandler } from 'express';
import type { settingsContract } from '../../shared/api/settings';
import { BACKUP_MESSAGES } from './messages';
import type { Handlers } from '../api/endpoints';
import { SENT } from '../api/endpoints';
import type { Clock } from '../kernel';
import { checkPasswordAgain } from '../auth';
import { HttpError, notFound } from '../http/errors';
import { CorruptBackup } from './backups';
import { nextNightlyRun } from './schedule';
import type { StaffPassword } from '../auth';
import type { VenueSettings } from '../venue';
import type { Backups } from './backups';

type BackupHandlers = Pick<Handlers<typeof settingsContract>, 'backups' | 'backUpNow' | 'restore' | 'downloadBackup'>;

/** The copies, 'Copia de seguridad ahora', a copy as a zip to keep elsewhere, and a copy restored. */
export function backupEndpoints(
  { backups, venue, staffPassword }: { backups: Backups; venue: VenueSettings; staffPassword: StaffPassword },
  clock: Clock,
  restore: (id: string) => void,
  passwordTries: RequestHandler[],
): BackupHandlers {
  return {
    backups: () => ({ backups: backups.list(), nextNightly: nextNightlyRun(clock()).toISOString() }),
    backUpNow: () => backups.take('manual'),
    // The password again: restoring replaces every booking made since the copy. A wrong one counts
    // with the sign-in's, so a stolen session cannot guess it here.
    restore: {
      before: passwordTries,
      handle: async ({ params, body }, { req, res }) => {
        await checkPasswordAgain(req, body.password, staffPassword.check);
        try {
          if (!backups.check(params.id)) throw notFound(BACKUP_MESSAGES.notFound);
        } catch (error) {
          if (error instanceof CorruptBackup) throw new HttpError(409, error.message);
          throw error;
        }
        res.on('finish', () => restore(params.id));
        return { message: BACKUP_MESSAGES.maintenance };
      },
    },
    downloadBackup: ({ params }, { res }) => {
      const zip = backups.archive(params.id);
      if (!zip) throw notFound(BACKUP_MESSAGES.notFound);
      const name = (venue.read()?.name ?? 'restaurante')
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .toLowerCase();
      res.attachment(`copia-${name}-${params.id}.zip`);
      zip.pipe(res);
      return SENT;
    },
  };
}
