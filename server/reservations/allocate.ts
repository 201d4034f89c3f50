/** Table choice of DESIGN.md: among free tables that fit, the smallest, then the lowest number. */
export interface CandidateTable {
  id: number;
  tableNumber: number;
  minCapacity: number;
  maxCapacity: number;
}

export function fits(table: CandidateTable, partySize: number): boolean {
  return table.minCapacity <= partySize && partySize <= table.maxCapacity;
}

export function chooseTable<T extends CandidateTable>(freeTables: readonly T[], partySize: number): T | null {
  let best: T | null = null;
  for (const table of freeTables) {
    if (!fits(table, partySize)) continue;
    if (!best || table.maxCapacity < best.maxCapacity || (table.maxCapacity === best.maxCapacity && table.tableNumber < best.tableNumber)) {
      best = table;
    }
  }
  return best;
}

/** Half-open intervals on the venue timeline: a booking ending at 22:00 frees the table for 22:00. */
export function overlaps(a: { startsAt: number; endsAt: number }, b: { startsAt: number; endsAt: number }): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}
