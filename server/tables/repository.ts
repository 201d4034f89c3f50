import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { SECTIONS } from '../../shared/sections';
import type { TableRow } from '../db/rows';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { diningTables, tableCombinationMembers, tableCombinations } from '../db/schema';

/** Floor order: sections in their usual order (Salón first), then table number. */
const sectionRank = sql`case ${diningTables.section} ${sql.join(
  SECTIONS.map((section, rank) => sql`when ${section} then ${rank}`),
  sql` `,
)} else ${SECTIONS.length} end`;

const p = sql.placeholder;

/** `except` leaves one table out, so a table moving within its own section does not collide with itself. */
const otherThan = (exceptId: number | null) => (exceptId === null ? undefined : ne(diningTables.id, exceptId));

export function createTableRepository(db: Db, clock: Clock) {
  const listQuery = db.select().from(diningTables).orderBy(sectionRank, asc(diningTables.tableNumber)).prepare();
  const byId = db
    .select()
    .from(diningTables)
    .where(eq(diningTables.id, p('id')))
    .prepare();
  const byNumber = db
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.section, p('section')), eq(diningTables.tableNumber, p('tableNumber'))))
    .prepare();

  return {
    list(): TableRow[] {
      return listQuery.all();
    },
    find(id: number): TableRow | undefined {
      return byId.get({ id });
    },
    findByNumber(section: string, tableNumber: number): TableRow | undefined {
      return byNumber.get({ section, tableNumber });
    },
    cellsOf(section: string) {
      return db.select({ positionX: diningTables.positionX, positionY: diningTables.positionY }).from(diningTables).where(eq(diningTables.section, section)).all();
    },
    numberTaken(section: string, tableNumber: number, exceptId: number | null): boolean {
      const where = and(eq(diningTables.section, section), eq(diningTables.tableNumber, tableNumber), otherThan(exceptId));
      return db.select({ id: diningTables.id }).from(diningTables).where(where).get() !== undefined;
    },
    cellTaken(section: string, positionX: number, positionY: number, exceptId: number | null): boolean {
      const where = and(eq(diningTables.section, section), eq(diningTables.positionX, positionX), eq(diningTables.positionY, positionY), otherThan(exceptId));
      return db.select({ id: diningTables.id }).from(diningTables).where(where).get() !== undefined;
    },
    insert(values: Omit<typeof diningTables.$inferInsert, 'createdAt' | 'updatedAt'>): TableRow {
      const now = clock().toISOString();
      return db
        .insert(diningTables)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning()
        .get();
    },
    update(id: number, values: Partial<typeof diningTables.$inferInsert>): TableRow {
      return db
        .update(diningTables)
        .set({ ...values, updatedAt: clock().toISOString() })
        .where(eq(diningTables.id, id))
        .returning()
        .get() as TableRow;
    },
    /** The name of a combination the table is part of, if any: it cannot be deleted while it is. */
    combinationOf(id: number): string | undefined {
      return db
        .select({ name: tableCombinations.name })
        .from(tableCombinationMembers)
        .innerJoin(tableCombinations, eq(tableCombinations.id, tableCombinationMembers.combinationId))
        .where(eq(tableCombinationMembers.tableId, id))
        .get()?.name;
    },
    remove(id: number): void {
      db.delete(diningTables).where(eq(diningTables.id, id)).run();
    },
  };
}

export type TableRepository = ReturnType<typeof createTableRepository>;
