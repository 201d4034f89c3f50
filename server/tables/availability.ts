/** Availability answers built from the occupancy queries: one slot range, and a whole evening. */
import { SLOT_MINUTES, timelineMinutes } from '../../shared/schedule';
import type { RangeAvailability } from '../../shared/types';
import type { FreeCombination, FreeTable, Interval, Occupancy } from './occupancy';

/** The answer of GET /api/tables/range: the free tables' numbers and details, how many could serve, and the free combinations that seat the party. */
export function rangeAvailability(free: readonly FreeTable[], totalTables: number, combinations: readonly FreeCombination[]): RangeAvailability {
  return {
    availableTables: free.map((table) => table.tableNumber),
    tableDetails: free.map((table) => ({
      id: table.id,
      tableNumber: table.tableNumber,
      name: table.name,
      capacity: `${table.minCapacity}-${table.maxCapacity}`,
      section: table.section,
    })),
    totalTables,
    combinations: combinations.map(({ id, name, minCapacity, maxCapacity, section, tables }) => ({ id, name, capacity: `${minCapacity}-${maxCapacity}`, section, tables })),
    alternatives: [],
  };
}

export interface SectionAvailability {
  section: string;
  totalTables: number;
  /** Start time → numbers of the tables free for the half hour starting then. */
  freeTables: Record<string, number[]>;
}

/** Free tables per section and start slot over one evening, for the menu's prefetch and the floor. */
export function eveningAvailability(occupancy: Occupancy, sections: readonly string[], date: string, times: readonly string[]): SectionAvailability[] {
  const slots = times.map((time) => {
    const startsAt = timelineMinutes(date, time);
    const slot: Interval = { startsAt, endsAt: startsAt + SLOT_MINUTES };
    return { time, free: occupancy.freeTables({ section: null, partySize: null, ...slot, excludeReservationId: null }) };
  });
  return sections.map((section) => {
    const freeTables: Record<string, number[]> = {};
    for (const { time, free } of slots) {
      freeTables[time] = free
        .filter((table) => table.section === section)
        .map((table) => table.tableNumber)
        .sort((a, b) => a - b);
    }
    return { section, totalTables: occupancy.tablesInService(section, null), freeTables };
  });
}
