/**
 * A year of bookings for the owner's report (`npm run bench`): about 110 a day, every status, source,
 * zone and party size, arrival and departure marked on most that came. Written straight into the
 * database through the repository's table, as the busy month is.
 */
import { randomUUID } from 'node:crypto';
import { addDays } from '../../shared/madrid-time';
import { BOOKING_SOURCES } from '../../shared/booking-source';
import type { Db } from '../../server/db/open';
import { guestLinks } from '../../server/db/guest-links';
import { reservations } from '../../server/db/schema';
import { newConfirmationNumber } from '../../server/reservations/confirmation-number';
import { bookingInterval } from '../../server/tables/interval';

const STARTS = ['13:30', '14:00', '14:30', '15:00', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30'];
const ZONES = ['Salón', 'Terraza cubierta', 'VIP'];
const STATUSES = ['confirmed', 'confirmed', 'confirmed', 'confirmed', 'confirmed', 'confirmed', 'confirmed', 'cancelled', 'no-show'] as const;

/** Writes `total` bookings over the 365 days before `lastDate`; answers the first date. */
export function fillYear(db: Db, lastDate: string, total: number): string {
  const firstDate = addDays(lastDate, -364);
  const now = new Date().toISOString();
  db.transaction((tx) => {
    for (let index = 0; index < total; index++) {
      const date = addDays(firstDate, index % 365);
      const startTime = STARTS[index % STARTS.length] as string;
      const [hours, minutes] = startTime.split(':').map(Number) as [number, number];
      const endTime = `${String((hours + 2) % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
      const status = STATUSES[index % STATUSES.length] as (typeof STATUSES)[number];
      const came = status === 'confirmed' && index % 5 !== 0;
      const arrivedAt = came ? `${date}T${String(hours - 1).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00.000Z` : null;
      tx.insert(reservations)
        .values({
          id: randomUUID(),
          customerName: `Cliente ${index}`,
          customerEmail: `cliente${index}@example.com`,
          customerPhone: `6${String(index).padStart(8, '0')}`,
          date,
          startTime,
          endTime,
          ...bookingInterval(date, startTime, endTime),
          preferredSection: ZONES[index % ZONES.length] as string,
          partySize: 1 + (index % 8),
          status,
          hasArrived: came,
          hasLeft: came,
          arrivedAt,
          leftAt: arrivedAt && new Date(Date.parse(arrivedAt) + (75 + (index % 60)) * 60_000).toISOString(),
          confirmationNumber: newConfirmationNumber(),
          source: index % 11 === 0 ? null : BOOKING_SOURCES[index % BOOKING_SOURCES.length],
          createdAt: now,
          updatedAt: now,
        })
        .run();
    }
  });
  // Each booking on its guest's card, as the server stores one (the guest book's figures read them).
  db.transaction(() => guestLinks(db).linkUnlinked());
  return firstDate;
}
