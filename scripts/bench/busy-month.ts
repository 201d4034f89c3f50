/**
 * A busy month for the benchmark: the demo floor grown to about 40 tables and 30 evenings with
 * several turns a night, written straight into the database through the server's own modules.
 */
import { randomUUID } from 'node:crypto';
import { addDays } from '../../shared/madrid-time';
import { FLOOR_COLUMNS, FLOOR_ROWS } from '../../shared/floor';
import { isWeekend } from '../../shared/schedule';
import type { Db } from '../../server/db/open';
import { guestLinks } from '../../server/db/guest-links';
import { diningTables, reservations } from '../../server/db/schema';
import { newConfirmationNumber } from '../../server/reservations/confirmation-number';
import { bookingInterval } from '../../server/tables/interval';

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
              customerPhone: `6${String(count).padStart(8, '0')}`,
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
  // Each booking on its guest's card, as the server stores one (the guest book and its badges read them).
  db.transaction(() => guestLinks(db).linkUnlinked());
  return count;
}

/**
 * Fills every free cell of the two sections diners book online with a table for 1 to 4, so the
 * booking measure books tables rather than meeting a full month (the month's bookings stay).
 */
export function fillOnlineGrids(db: Db): number {
  const taken = new Set(
    db
      .select()
      .from(diningTables)
      .all()
      .map((t) => `${t.section} ${t.positionX} ${t.positionY}`),
  );
  const added = ['Salón', 'Terraza cubierta'].flatMap((section) =>
    Array.from({ length: FLOOR_COLUMNS * FLOOR_ROWS }, (_, cell) => ({ positionX: cell % FLOOR_COLUMNS, positionY: Math.floor(cell / FLOOR_COLUMNS) }))
      .filter(({ positionX, positionY }) => !taken.has(`${section} ${positionX} ${positionY}`))
      .map((position, index) => ({ ...position, section, name: `Extra ${100 + index}`, tableNumber: 100 + index, minCapacity: 1, maxCapacity: 4 })),
  );
  db.insert(diningTables).values(added).run();
  return added.length;
}
