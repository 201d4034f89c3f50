/**
 * Combinations of tables, stored with their members: checked and written in one transaction, so two
 * screens never leave two combinations of the same tables or the same name in a zone.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { TableCombinationDto } from '../../shared/api/dto';
import { COMBINATION_MESSAGES } from '../../shared/messages/combinations';
import type { Combination } from '../../shared/schemas/combination';
import { SECTIONS } from '../../shared/sections';
import type { Db } from '../db/open';
import { diningTables, tableCombinationMembers, tableCombinations } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import type { Clock } from '../kernel';
import { nowOnTimeline } from '../../shared/schedule';
import type { Occupancy } from '../tables';

const M = COMBINATION_MESSAGES;

const sameTables = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Zones in their usual order (Salón first), then by name as people read numbers ('Mesa 3 + 4' before 'Mesa 10 + 11'). */
const floorOrder = (a: TableCombinationDto, b: TableCombinationDto) =>
  SECTIONS.indexOf(a.section as (typeof SECTIONS)[number]) - SECTIONS.indexOf(b.section as (typeof SECTIONS)[number]) || a.name.localeCompare(b.name, 'es', { numeric: true });

export function createCombinationStore(db: Db, clock: Clock, occupancy: Pick<Occupancy, 'combinationHasBookingsAhead'>) {
  const immediate = <T>(work: () => T): T => db.$client.transaction(work).immediate();

  function list(): TableCombinationDto[] {
    const members = db.select().from(tableCombinationMembers).all();
    return db
      .select()
      .from(tableCombinations)
      .all()
      .map(({ id, name, section, minCapacity, maxCapacity, online }) => ({
        id,
        name,
        section,
        tableIds: members
          .filter((member) => member.combinationId === id)
          .map((member) => member.tableId)
          .sort((a, b) => a - b),
        minCapacity,
        maxCapacity,
        online,
      }))
      .sort(floorOrder);
  }

  const find = (id: number) => list().find((combination) => combination.id === id);

  /** The tables exist and are of the zone; no other combination of the zone has the name or the same tables. */
  function refuseUnfit(combination: Combination, exceptId: number | null): void {
    const tables = db.select({ section: diningTables.section }).from(diningTables).where(inArray(diningTables.id, combination.tableIds)).all();
    if (tables.length !== combination.tableIds.length) throw badRequest(M.tableMissing);
    if (tables.some((table) => table.section !== combination.section)) throw badRequest(M.otherZone(combination.section));
    const others = exceptId === null ? undefined : ne(tableCombinations.id, exceptId);
    const named = db
      .select({ id: tableCombinations.id })
      .from(tableCombinations)
      .where(and(eq(tableCombinations.section, combination.section), eq(tableCombinations.name, combination.name), others))
      .get();
    if (named) throw conflict(M.nameTaken(combination.name, combination.section));
    const same = list().find((other) => other.id !== exceptId && sameTables(other.tableIds, combination.tableIds));
    if (same) throw conflict(M.sameTables(same.name));
  }

  function refuseBookingsAhead(combination: TableCombinationDto): void {
    if (occupancy.combinationHasBookingsAhead(combination.id, nowOnTimeline(clock()))) throw conflict(M.bookingsAhead(combination.name));
  }

  function writeMembers(combinationId: number, tableIds: readonly number[]): void {
    db.delete(tableCombinationMembers).where(eq(tableCombinationMembers.combinationId, combinationId)).run();
    db.insert(tableCombinationMembers)
      .values(tableIds.map((tableId) => ({ combinationId, tableId })))
      .run();
  }

  return {
    list,
    find,
    create(combination: Combination): TableCombinationDto {
      return immediate(() => {
        refuseUnfit(combination, null);
        const { tableIds, ...fields } = combination;
        const now = clock().toISOString();
        const { id } = db
          .insert(tableCombinations)
          .values({ ...fields, createdAt: now, updatedAt: now })
          .returning({ id: tableCombinations.id })
          .get();
        writeMembers(id, tableIds);
        return find(id) as TableCombinationDto;
      });
    },
    update(id: number, combination: Combination): TableCombinationDto {
      return immediate(() => {
        const current = find(id);
        if (!current) throw notFound(M.notFound);
        refuseUnfit(combination, id);
        // Its name, range and 'online' may change under bookings; its tables would leave them half seated.
        if (!sameTables(current.tableIds, combination.tableIds)) refuseBookingsAhead(current);
        const { tableIds, ...fields } = combination;
        db.update(tableCombinations)
          .set({ ...fields, updatedAt: clock().toISOString() })
          .where(eq(tableCombinations.id, id))
          .run();
        writeMembers(id, tableIds);
        return find(id) as TableCombinationDto;
      });
    },
    /** Its tables go back to being tables on their own; the member rows go with it. */
    remove(id: number): void {
      immediate(() => {
        const current = find(id);
        if (!current) throw notFound(M.notFound);
        refuseBookingsAhead(current);
        db.delete(tableCombinations).where(eq(tableCombinations.id, id)).run();
      });
    },
  };
}

export type CombinationStore = ReturnType<typeof createCombinationStore>;
