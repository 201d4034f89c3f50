import { eq } from 'drizzle-orm';
import { foldText } from '../../../shared/search-text';
import type { DataMigration } from '../migrate';
import { guests } from '../schema';

/**
 * Folds the names of the guests stored before searches compared folded names (migration 0011 added
 * `name_key` empty), so 'inigo' finds 'Íñigo'. Touches nothing else: no clock needed.
 */
export const foldGuestNames: DataMigration = {
  name: '0001-fold-guest-names',
  after: '0011_guest_name_key',
  run(db) {
    const rows = db.select({ id: guests.id, name: guests.name }).from(guests).where(eq(guests.nameKey, '')).all();
    for (const row of rows)
      db.update(guests)
        .set({ nameKey: foldText(row.name) })
        .where(eq(guests.id, row.id))
        .run();
  },
};
