/**
 * The outage history belongs to this computer, not to the data: a backup put in place keeps
 * today's heartbeat and outages (as it keeps the staff password), so its older heartbeat is not
 * taken for an outage, and the outages recorded since it was taken are not lost.
 */
import type { Db } from '../db/open';
import { heartbeat, outages } from '../db/schema';

export interface OutageHistory {
  heartbeat: (typeof heartbeat.$inferSelect)[];
  outages: (typeof outages.$inferSelect)[];
}

export function readOutageHistory(db: Db): OutageHistory {
  return { heartbeat: db.select().from(heartbeat).all(), outages: db.select().from(outages).all() };
}

export function writeOutageHistory(db: Db, history: OutageHistory): void {
  db.transaction((tx) => {
    tx.delete(heartbeat).run();
    tx.delete(outages).run();
    if (history.heartbeat.length > 0) tx.insert(heartbeat).values(history.heartbeat).run();
    if (history.outages.length > 0) tx.insert(outages).values(history.outages).run();
  });
}
