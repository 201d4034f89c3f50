import { PRIVACY_MESSAGES } from '../../shared/messages/privacy';
import type { Logger } from '../kernel';
import type { Backups } from './backups';
import type { Retention } from '../privacy';

/**
 * What runs each night at 04:00 (server/backup/schedule.ts): old personal data is anonymised first,
 * so the night's copy no longer holds it, then the copy is taken. A failed anonymisation is logged
 * and never stops the copy.
 */
export function nightlyWork({ retention, backups }: { retention: Retention; backups: Backups }, logger: Logger): () => Promise<unknown> {
  return () => {
    try {
      const { reservations, requests } = retention.apply();
      if (reservations + requests > 0) logger.info(PRIVACY_MESSAGES.retentionApplied(reservations, requests));
    } catch (error) {
      logger.error(PRIVACY_MESSAGES.retentionFailed, error);
    }
    return backups.take('nightly');
  };
}
