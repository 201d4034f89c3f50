/** Free tables per section and start slot over one evening, for the menu's prefetch and the floor. */
import { SLOT_MINUTES, timelineMinutes } from '../../shared/schedule';
import { overlaps } from '../reservations/allocate';
import type { Occupancy } from '../reservations/occupancy';

export interface SectionAvailability {
  section: string;
  totalTables: number;
  /** Start time → numbers of the tables free for the half hour starting then. */
  freeTables: Record<string, number[]>;
}

interface FloorTable {
  id: number;
  tableNumber: number;
  section: string;
  isAvailable: boolean;
}

export function eveningAvailability(
  occupancy: Occupancy,
  tables: readonly FloorTable[],
  sections: readonly string[],
  date: string,
  times: readonly string[],
): SectionAvailability[] {
  const inService = tables.filter((table) => table.isAvailable);
  const first = times[0];
  const last = times[times.length - 1];
  const bookings =
    first && last
      ? occupancy.activeBookingsWithin({ startsAt: timelineMinutes(date, first), endsAt: timelineMinutes(date, last) + SLOT_MINUTES })
      : [];
  return sections.map((section) => {
    const sectionTables = inService.filter((table) => table.section === section);
    const freeTables: Record<string, number[]> = {};
    for (const time of times) {
      const slot = { startsAt: timelineMinutes(date, time), endsAt: timelineMinutes(date, time) + SLOT_MINUTES };
      freeTables[time] = sectionTables
        .filter((table) => !bookings.some((booking) => booking.tableId === table.id && overlaps(booking, slot)))
        .map((table) => table.tableNumber);
    }
    return { section, totalTables: sectionTables.length, freeTables };
  });
}
