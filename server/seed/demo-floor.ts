import type { Db } from '../db/open';
import { and, eq, inArray } from 'drizzle-orm';
import { diningTables, tableCombinationMembers, tableCombinations } from '../db/schema';

import type { Stamp, Tx } from './seeding';

interface DemoTable {
  section: string;
  tableNumber: number;
  minCapacity: number;
  maxCapacity: number;
  positionX: number;
  positionY: number;
}

// Twos along the windows, fours in the middle, a six and an eight for families; the covered
// terrace takes the larger groups it books online (up to 10), the lawn opens in good weather.
const FLOOR: DemoTable[] = [
  ...[0, 1, 2, 3, 4].map((x, i) => ({ section: 'Salón', tableNumber: i + 1, minCapacity: 1, maxCapacity: 2, positionX: x, positionY: 0 })),
  ...[0, 2, 4].map((x, i) => ({ section: 'Salón', tableNumber: i + 6, minCapacity: 2, maxCapacity: 4, positionX: x, positionY: 2 })),
  ...[0, 2, 4].map((x, i) => ({ section: 'Salón', tableNumber: i + 9, minCapacity: 2, maxCapacity: 4, positionX: x, positionY: 4 })),
  { section: 'Salón', tableNumber: 12, minCapacity: 4, maxCapacity: 6, positionX: 1, positionY: 6 },
  { section: 'Salón', tableNumber: 13, minCapacity: 4, maxCapacity: 6, positionX: 3, positionY: 6 },
  { section: 'Salón', tableNumber: 14, minCapacity: 6, maxCapacity: 8, positionX: 2, positionY: 8 },
  ...[0, 2, 4].map((x, i) => ({ section: 'Terraza cubierta', tableNumber: i + 1, minCapacity: 1, maxCapacity: 2, positionX: x, positionY: 0 })),
  ...[0, 2, 4].map((x, i) => ({ section: 'Terraza cubierta', tableNumber: i + 4, minCapacity: 2, maxCapacity: 4, positionX: x, positionY: 2 })),
  { section: 'Terraza cubierta', tableNumber: 7, minCapacity: 4, maxCapacity: 6, positionX: 1, positionY: 4 },
  { section: 'Terraza cubierta', tableNumber: 8, minCapacity: 4, maxCapacity: 6, positionX: 3, positionY: 4 },
  { section: 'Terraza cubierta', tableNumber: 9, minCapacity: 6, maxCapacity: 10, positionX: 2, positionY: 6 },
  ...[0, 2, 4].map((x, i) => ({ section: 'Terraza césped', tableNumber: i + 1, minCapacity: 2, maxCapacity: 4, positionX: x, positionY: 1 })),
  { section: 'Terraza césped', tableNumber: 4, minCapacity: 4, maxCapacity: 8, positionX: 1, positionY: 4 },
  { section: 'Terraza césped', tableNumber: 5, minCapacity: 4, maxCapacity: 8, positionX: 3, positionY: 4 },
  { section: 'VIP', tableNumber: 1, minCapacity: 2, maxCapacity: 6, positionX: 1, positionY: 1 },
  { section: 'VIP', tableNumber: 2, minCapacity: 6, maxCapacity: 15, positionX: 2, positionY: 4 },
];

const NAMES: Record<string, string> = { Salón: 'Mesa', 'Terraza cubierta': 'Terraza', 'Terraza césped': 'Césped', VIP: 'VIP' };

export function seedDemoFloor(tx: Tx | Db, stamp: Stamp): void {
  tx.insert(diningTables)
    .values(FLOOR.map((table) => ({ ...table, name: `${NAMES[table.section]} ${table.tableNumber}`, ...stamp })))
    .run();
  // The covered terrace's two sixes join for the groups of 7 to 10 it books online when its ten is taken.
  const members = tx
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(and(eq(diningTables.section, 'Terraza cubierta'), inArray(diningTables.tableNumber, [7, 8])))
    .all();
  const { id } = tx
    .insert(tableCombinations)
    .values({ name: 'Terraza 7 + 8', section: 'Terraza cubierta', minCapacity: 7, maxCapacity: 12, online: true, ...stamp })
    .returning({ id: tableCombinations.id })
    .get();
  tx.insert(tableCombinationMembers)
    .values(members.map((member) => ({ combinationId: id, tableId: member.id })))
    .run();
}
