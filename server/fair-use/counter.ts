/**
 * Sliding windows kept in SQLite: each let-through request of a public form is one row, and a
 * client may send another while every window of its rate holds fewer than its maximum. Refused
 * requests are not recorded, so a flood costs one read each and leaves the table small. Written
 * here rather than with express-rate-limit's store, because that library times windows with
 * `Date.now()` while every rule of the venue reads the injected clock.
 */
import { and, count, eq, gt, lte, min, sql } from 'drizzle-orm';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { fairUseHits } from '../db/schema';
import { LONGEST_WINDOW_MS, type Rate } from './limits';

/** Old hits are forgotten at most this often: a delete per request would be wasted work. */
const PURGE_EVERY_MS = 60_000;

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface FairUseCounter {
  /** Records a hit of `client` in `rate`'s bucket if every window has room; else how long until one has. */
  take(rate: Rate, client: string): Verdict;
}

export function createFairUseCounter(db: Db, clock: Clock): FairUseCounter {
  const p = sql.placeholder;
  // Prepared on first use, like the rest of the public forms' queries: nothing here runs at start-up.
  const prepare = () => ({
    within: db
      .select({ hits: count(), oldest: min(fairUseHits.at) })
      .from(fairUseHits)
      .where(and(eq(fairUseHits.bucket, p('bucket')), eq(fairUseHits.client, p('client')), gt(fairUseHits.at, p('since'))))
      .prepare(),
    record: db
      .insert(fairUseHits)
      .values({ bucket: p('bucket'), client: p('client'), at: p('at') })
      .prepare(),
    purge: db
      .delete(fairUseHits)
      .where(lte(fairUseHits.at, p('before')))
      .prepare(),
  });
  let statements: ReturnType<typeof prepare> | null = null;
  let purgedAt = 0;

  return {
    take(rate, client) {
      const { within, record, purge } = (statements ??= prepare());
      const now = clock().getTime();
      if (now - purgedAt >= PURGE_EVERY_MS) {
        purge.run({ before: now - LONGEST_WINDOW_MS });
        purgedAt = now;
      }
      let retryAfterMs = 0;
      for (const window of rate.windows) {
        const { hits, oldest } = within.get({ bucket: rate.name, client, since: now - window.ms }) ?? { hits: 0, oldest: null };
        // Room comes back when the oldest hit of a full window leaves it.
        if (hits >= window.max && oldest !== null) retryAfterMs = Math.max(retryAfterMs, oldest + window.ms - now);
      }
      if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
      record.run({ bucket: rate.name, client, at: now });
      return { allowed: true };
    },
  };
}
