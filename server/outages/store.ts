/**
 * The outages stored and the heartbeat's one row (server/db/schema.ts). Instants are milliseconds
 * since the epoch by the venue's clock; answers carry them as ISO text.
 */
import { and, desc, eq, gt, gte, lt, lte } from 'drizzle-orm';
import type { Outage, Report } from '../../shared/api/dto';
import { addDays } from '../../shared/madrid-time';
import { toOutage } from '../api/dto';
import type { Db } from '../db/open';
import type { OutageRow } from '../db/rows';
import { heartbeat, outages } from '../db/schema';
import { madridMidnight } from '../madrid-midnight';

/** What the heartbeat's row says: when the server last ran, whether it then stopped on purpose, and the tunnel it had lost. */
export type HeartbeatState = Omit<typeof heartbeat.$inferSelect, 'id'>;
type NewOutage = Omit<OutageRow, 'id' | 'seen'>;

const NEWEST_FIRST = [desc(outages.startedAt), desc(outages.id)];

export function createOutageStore(db: Db) {
  return {
    heartbeat: (): HeartbeatState | null => db.select({ beatAt: heartbeat.beatAt, stoppedCleanly: heartbeat.stoppedCleanly, tunnelLostAt: heartbeat.tunnelLostAt }).from(heartbeat).get() ?? null,

    writeHeartbeat(beat: HeartbeatState): void {
      db.insert(heartbeat)
        .values({ id: 1, ...beat })
        .onConflictDoUpdate({ target: heartbeat.id, set: beat })
        .run();
    },

    writeTunnelLostAt(tunnelLostAt: number | null): void {
      db.update(heartbeat).set({ tunnelLostAt }).run();
    },

    record: (outage: NewOutage): Outage => toOutage(db.insert(outages).values(outage).returning().get()),

    /** Those that ended at `since` or later, newest first. */
    endedSince: (since: number): Outage[] =>
      db
        .select()
        .from(outages)
        .where(gte(outages.endedAt, since))
        .orderBy(...NEWEST_FIRST)
        .all()
        .map(toOutage),

    /**
     * 'Informes': the outages that reach into the Madrid days from `from` to `to`, newest first and
     * whole, and how many minutes of them fall within those days.
     */
    downtime(range: { from: string; to: string }): Report['downtime'] {
      const start = madridMidnight(range.from);
      const end = madridMidnight(addDays(range.to, 1));
      const rows = db
        .select()
        .from(outages)
        .where(and(gt(outages.endedAt, start), lt(outages.startedAt, end)))
        .orderBy(...NEWEST_FIRST)
        .all();
      // Outages never overlap (a tunnel's ends where the server's begins), so their parts add up.
      const milliseconds = rows.reduce((sum, row) => sum + Math.min(row.endedAt, end) - Math.max(row.startedAt, start), 0);
      return { outages: rows.map(toOutage), minutes: Math.round(milliseconds / 60_000) };
    },

    /** Marks outage `id` and every earlier one seen; false when there is no such outage. */
    dismiss(id: number): boolean {
      return db.transaction((tx) => {
        const outage = tx.select({ startedAt: outages.startedAt }).from(outages).where(eq(outages.id, id)).get();
        if (!outage) return false;
        tx.update(outages).set({ seen: true }).where(lte(outages.startedAt, outage.startedAt)).run();
        return true;
      });
    },
  };
}

export type OutageStore = ReturnType<typeof createOutageStore>;
