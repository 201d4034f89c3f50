/**
 * A busy month for the benchmark: the demo floor grown to about 40 tables and 30 evenings with
 * several turns a night, written straight into the database through the server's own modules.
 */
import { randomUUID } from 'node:crypto';
import { addDays } from '../../shared/madrid-time';
import { isWeekend } from '../../shared/schedule';
import type { Db } from '../../server/db/open';
import { diningTables, reservations } from '../../server/db/schema';
import { newConfirmationNumber } from '../../server/reservations/confirmation-number';
import { bookingInterval } from '../../server/reservations/interval';

const EXTRA_TABLES = [0, 1, 2, 3, 4].flatMap((positionX) =>
  [7, 8].map((positionY, row) => ({
    name: `Césped ${10 + positionX * 2 + row}`,
    tableNumber: 10 + positionX * 2 + row,
    section: 'Terraza césped',
    minCapacity: 1,
    maxCapacity: 4,
    positionX,
    positionY,
  })),
);

const TURNS = [
  ['14:00', '16:00'],
  ['18:30', '20:30'],
  ['20:30', '22:30'],
  ['22:30', '00:00'],
] as const;

/** Fills about three quarters of every turn of the next 30 days; returns how many bookings it wrote. */
export function fillBusyMonth(db: Db, firstDate: string): number {
  db.insert(diningTables).values(EXTRA_TABLES).run();
  const tables = db.select().from(diningTables).all();
  let count = 0;
  db.transaction((tx) => {
    for (let day = 0; day < 30; day++) {
      const date = addDays(firstDate, day);
      for (const [startTime, endTime] of TURNS) {
        if (startTime === '14:00' && !isWeekend(date)) continue;
        tables.forEach((table, index) => {
          if ((index + day) % 4 === 0) return;
          tx.insert(reservations)
            .values({
              id: randomUUID(),
              customerName: `Cliente ${count}`,
              customerEmail: `cliente${count}@example.com`,
              customerPhone: '600000000',
              date,
              startTime,
              endTime,
              ...bookingInterval(date, startTime, endTime),
              tableId: table.id,
              tableNumber: table.tableNumber,
              preferredSection: table.section,
              partySize: Math.min(table.maxCapacity, Math.max(table.minCapacity, 2)),
              confirmationNumber: newConfirmationNumber(),
            })
            .run();
          count++;
        });
      }
    }
  });
  return count;
}
