/**
 * Where the server seats a booking that names no table, in one place: a single table that fits first
 * (the smallest, one in no combination before a joinable one, the lowest number), then a combination
 * that fits (the smallest, then the fewest tables). Diners get only the combinations the owner lets
 * them book online. It runs inside the booking's transaction, which checks and inserts at once.
 */
import type { Interval, Occupancy, TableName } from './occupancy';

/** The tables a booking holds (the first is its tableId) and the combination they form, if any. */
export interface Seating {
  tables: readonly [TableName, ...TableName[]];
  combinationId: number | null;
}

export function allocateSeating(occupancy: Occupancy, section: string, partySize: number, interval: Interval, by: 'diner' | 'staff'): Seating | null {
  const query = { section, partySize, ...interval, excludeReservationId: null };
  const table = occupancy.bestFreeTable(query);
  if (table) return { tables: [table], combinationId: null };
  const [combination] = occupancy.freeCombinations({ ...query, onlineOnly: by === 'diner' });
  const [first, ...others] = combination?.tables ?? [];
  return combination && first ? { tables: [first, ...others], combinationId: combination.id } : null;
}
