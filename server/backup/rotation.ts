import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { VENUE_TIME_ZONE } from '../../shared/madrid-time';

export const DAILY_KEPT = 7;
export const WEEKLY_KEPT = 4;

/** Newest first: the newest copy of each of the first `count` distinct periods. */
function newestPerPeriod<T extends { id: string; createdAt: Date }>(newestFirst: T[], period: (copy: T) => string, count: number): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const copy of newestFirst) {
    const key = period(copy);
    if (seen.has(key)) continue;
    seen.add(key);
    if (seen.size > count) break;
    kept.push(copy.id);
  }
  return kept;
}

/**
 * Which copies stay: the newest of each of the 7 latest days that have one, and the newest of each
 * of the 4 latest weeks that have one (Madrid's days, ISO weeks from Monday). The rest are deleted.
 */
export function backupsToKeep<T extends { id: string; createdAt: Date }>(copies: readonly T[]): Set<string> {
  const newestFirst = [...copies].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const madrid = (copy: T) => new TZDate(copy.createdAt, VENUE_TIME_ZONE);
  return new Set([
    ...newestPerPeriod(newestFirst, (copy) => format(madrid(copy), 'yyyy-MM-dd'), DAILY_KEPT),
    ...newestPerPeriod(newestFirst, (copy) => format(madrid(copy), "RRRR-'W'II"), WEEKLY_KEPT),
  ]);
}
