/** What the printed day sheet lists: the parties expected, service by service, in time order. */
import type { ServiceName } from '../../../../../shared/calendar';
import { bySlotThenTable, holdsATable } from '../../../../../shared/reservation-status';
import { isLunchStart } from '../../../../../shared/schedule';
import type { DayReservation } from '../../../../../shared/types';

export interface SheetService {
  name: ServiceName;
  bookings: DayReservation[];
  covers: number;
  /** Parties that have come already, those gone since included. */
  arrived: number;
}

/**
 * Lunch, then dinner, each with its bookings by time and table and how many have come; a service
 * without bookings is left out. Cancelled parties and no-shows are not expected, so not printed.
 */
export function sheetServices(day: readonly DayReservation[]): SheetService[] {
  const expected = day.filter((booking) => holdsATable(booking.status)).sort(bySlotThenTable);
  const services: SheetService[] = (['Comida', 'Cena'] as const).map((name) => {
    const bookings = expected.filter((booking) => isLunchStart(booking.startTime) === (name === 'Comida'));
    return { name, bookings, covers: bookings.reduce((sum, booking) => sum + booking.partySize, 0), arrived: bookings.filter((booking) => booking.hasArrived).length };
  });
  return services.filter((service) => service.bookings.length > 0);
}
