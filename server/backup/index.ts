/** Backups: the nightly copy and copies on demand, verified and rotated; a copy outside the venue; restoring one. */
import type { RequestHandler } from 'express';
import { BACKUP_MESSAGES } from './messages';
import type { StaffPassword } from '../auth';
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import type { Retention } from '../privacy';
import type { VenueSettings } from '../venue';
import { createBackups, type Backups } from './backups';
import { backupEndpoints } from './endpoints';
import { nightlyWork } from './nightly';
import { createOffsiteCopy, type OffsiteCopy } from './offsite-copy';
import { offsiteCopyEndpoints } from './offsite-endpoints';
import { createOffsiteSettings } from './offsite-settings';
import { startNightly } from './schedule';

export type { Backups } from './backups';
export type { OffsiteCopy } from './offsite-copy';
export { backupsFolder, copyBeforeMigration, removeUnfinishedCopies } from './backups';
export { putBackupInPlace, readStaffAccess, writeStaffAccess } from './restore';
export { BACKUP_MESSAGES } from './messages';

type Needs = { retention: Retention; venue: VenueSettings; staffPassword: StaffPassword; passwordTries: RequestHandler[] };

/** `restore`: puts copy `id` in place of the database (server/start.ts), after the answer that asked for it has gone out. */
export function backupFeature(restore: (id: string) => void) {
  return ({ db, clock, config, logger, events, sealer }: Kernel, { retention, venue, staffPassword, passwordTries }: Needs): Feature<{ backups: Backups; offsiteCopy: OffsiteCopy }> => {
    const { dataDir } = config;
    /** 'Copia fuera del local': every backup also written, encrypted, to the owner's folder. */
    const offsiteCopy = createOffsiteCopy({ settings: createOffsiteSettings(db, sealer), dataDir, clock, logger, events });
    const backups = createBackups(db, { dataDir, clock, offsite: offsiteCopy.send });
    const nightly = startNightly({ clock, run: nightlyWork({ retention, backups }, logger), logger, failed: BACKUP_MESSAGES.failed });
    return {
      name: 'backup',
      provides: { backups, offsiteCopy },
      handlers: {
        settings: backupEndpoints({ backups, venue, staffPassword }, clock, restore, passwordTries),
        offsiteCopy: offsiteCopyEndpoints({ offsiteCopy, staffPassword }, { dataDir, clock, restore, passwordTries }),
      },
      stop: async () => {
        await nightly.stop();
        // After the nightly copy under way, which sends its file too; a hung share holds it a few seconds at most.
        await offsiteCopy.stop();
      },
    };
  };
}
