/**
 * Where staff seat a booking in their forms: the server's choice, one free table, a free combination
 * ('Mesa 3 + 4'), or 2 to 4 free tables joined for this booking ('Unir mesas'); and what is sent.
 */
import { COMBINATION_TABLES, JOINED_FOR_BOOKING_MESSAGE } from '../../../../../shared/schemas/joined-tables';
import type { TableDetail } from '../../../../../shared/types';

export interface SeatingChoice {
  tableId: number | null;
  combinationId: number | null;
  /** The tables ticked under 'Unir mesas para esta reserva'; null when not joining. */
  joinedIds: number[] | null;
}

export const SERVER_CHOOSES: SeatingChoice = { tableId: null, combinationId: null, joinedIds: null };

/** The select's value: '' (the server chooses), a table's id, 'c' and a combination's id, or 'join'. */
export function selectValue({ tableId, combinationId, joinedIds }: SeatingChoice): string {
  if (joinedIds !== null) return 'join';
  if (combinationId !== null) return `c${combinationId}`;
  return tableId === null ? '' : String(tableId);
}

export function fromSelect(value: string): SeatingChoice {
  if (value === 'join') return { ...SERVER_CHOOSES, joinedIds: [] };
  if (value.startsWith('c')) return { ...SERVER_CHOOSES, combinationId: Number(value.slice(1)) };
  return { ...SERVER_CHOOSES, tableId: value ? Number(value) : null };
}

/** A table ticked or unticked; never more than four. */
export function toggleJoined(ids: readonly number[], id: number): number[] {
  if (ids.includes(id)) return ids.filter((other) => other !== id);
  return ids.length < COMBINATION_TABLES.max ? [...ids, id] : [...ids];
}

/** A table's or a combination's capacity as availability gives it ('2-4') as the party sizes it seats. */
export function capacityRange(capacity: string): { minCapacity: number; maxCapacity: number } {
  const [min = 1, max = min] = capacity.split('-').map(Number);
  return { minCapacity: min, maxCapacity: max };
}

/** How many the ticked tables seat together: the sum of their maximums. */
export function joinedSeats(tables: readonly TableDetail[], ids: readonly number[]): number {
  return tables.filter((table) => ids.includes(table.id)).reduce((sum, table) => sum + capacityRange(table.capacity).maxCapacity, 0);
}

/** Why the choice cannot be sent yet, in the form's words, or null. */
export function seatingProblem(choice: SeatingChoice): string | null {
  const ids = choice.joinedIds;
  return ids !== null && (ids.length < COMBINATION_TABLES.min || ids.length > COMBINATION_TABLES.max) ? JOINED_FOR_BOOKING_MESSAGE : null;
}

/** The booking's body fields for the choice: a combination or joined tables instead of one table. */
export function seatingBody(choice: SeatingChoice): { tableId: number | null; combinationId?: number; tableIds?: number[] } {
  if (choice.joinedIds !== null) return { tableId: null, tableIds: choice.joinedIds };
  if (choice.combinationId !== null) return { tableId: null, combinationId: choice.combinationId };
  return { tableId: choice.tableId };
}
