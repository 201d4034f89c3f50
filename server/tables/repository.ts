import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { SECTIONS } from '../../shared/sections';
import type { DiningTable } from '../../shared/types';
import type { Clock } from '../context';
import type { Db } from '../db/open';
import { diningTables } from '../db/schema';

export type TableRow = typeof diningTables.$inferSelect;

/** Floor order: sections as the spec lists them, then table number. */
const sectionRank = sql`case ${diningTables.section} ${sql.join(
  SECTIONS.map((section, rank) => sql`when ${section} then ${rank}`),
  sql` `,
)} else ${SECTIONS.length} end`;

export function createTableRepository(db: Db, clock: Clock) {
  const listQuery = db.select().from(diningTables).orderBy(sectionRank, asc(diningTables.tableNumber)).prepare();
  return {
    list(): DiningTable[] {
      return listQuery.all();
    },
    find(id: number): DiningTable | undefined {
      return db.select().from(diningTables).where(eq(diningTables.id, id)).get();
    },
    cellsOf(section: string) {
      return db
        .select({ positionX: diningTables.positionX, positionY: diningTables.positionY })
        .from(diningTables)
        .where(eq(diningTables.section, section))
        .all();
    },
    numberTaken(section: string, tableNumber: number, exceptId: number | null): boolean {
      const conditions = [eq(diningTables.section, section), eq(diningTables.tableNumber, tableNumber)];
      if (exceptId !== null) conditions.push(ne(diningTables.id, exceptId));
      return db.select({ id: diningTables.id }).from(diningTables).where(and(...conditions)).get() !== undefined;
    },
    cellTaken(section: string, positionX: number, positionY: number, exceptId: number | null): boolean {
      const conditions = [eq(diningTables.section, section), eq(diningTables.positionX, positionX), eq(diningTables.positionY, positionY)];
      if (exceptId !== null) conditions.push(ne(diningTables.id, exceptId));
      return db.select({ id: diningTables.id }).from(diningTables).where(and(...conditions)).get() !== undefined;
    },
    insert(values: typeof diningTables.$inferInsert): DiningTable {
      return db.insert(diningTables).values(values).returning().get();
    },
    update(id: number, values: Partial<typeof diningTables.$inferInsert>): DiningTable {
      return db
        .update(diningTables)
        .set({ ...values, updatedAt: clock().toISOString() })
        .where(eq(diningTables.id, id))
        .returning()
        .get() as DiningTable;
    },
    remove(id: number): void {
      db.delete(diningTables).where(eq(diningTables.id, id)).run();
    },
  };
}
