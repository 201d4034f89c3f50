/** The table the server gives a booking that names none: the best fit among the free ones, or none. */
import type { FreeTable, Interval, Occupancy } from '../tables';

export function allocateTable(occupancy: Occupancy, section: string, partySize: number, interval: Interval): FreeTable | null {
  return occupancy.bestFreeTable({ section, partySize, ...interval, excludeReservationId: null });
}
