/**
 * The 'Unir mesas' form: the name and the party range follow the chosen tables until staff type
 * their own, and the checks are the server's own schema and messages.
 */
import type { TableCombinationDto } from '../../../../../shared/api/dto';
import { combinationSchema, type Combination } from '../../../../../shared/schemas/combination';
import { PARTY_SIZE_MAX } from '../../../../../shared/sections';
import type { DiningTable } from '../../../../../shared/types';

type Member = Pick<DiningTable, 'id' | 'tableNumber' | 'maxCapacity'>;

/** What staff chose and typed; a null field follows the chosen tables (it shows the suggestion). */
export interface CombinationDraft {
  tableIds: readonly number[];
  name: string | null;
  minCapacity: string | null;
  maxCapacity: string | null;
  online: boolean;
}

/** What the form's text fields show. */
export interface CombinationValues {
  name: string;
  minCapacity: string;
  maxCapacity: string;
}

export type CombinationErrors = Partial<Record<keyof Combination, string>>;

const byNumber = (a: Pick<DiningTable, 'tableNumber'>, b: Pick<DiningTable, 'tableNumber'>) => a.tableNumber - b.tableNumber;

/** 'Mesa 3 + 4': the chosen tables by number; nothing while none is chosen. */
export function suggestedName(tables: readonly Pick<DiningTable, 'tableNumber'>[]): string {
  if (tables.length === 0) return '';
  return `Mesa ${[...tables]
    .sort(byNumber)
    .map((table) => table.tableNumber)
    .join(' + ')}`;
}

/**
 * The party the joined tables are for: from one more than the largest of them takes (less, and that
 * one table would do) to what they all take together, neither past the largest party; none for fewer
 * than two tables.
 */
export function suggestedRange(tables: readonly Pick<DiningTable, 'maxCapacity'>[]): { minCapacity: number; maxCapacity: number } | null {
  if (tables.length < 2) return null;
  const largest = Math.max(...tables.map((table) => table.maxCapacity));
  const together = tables.reduce((sum, table) => sum + table.maxCapacity, 0);
  return { minCapacity: Math.min(largest + 1, PARTY_SIZE_MAX), maxCapacity: Math.min(together, PARTY_SIZE_MAX) };
}

/** The zone's tables chosen in the draft, by number. */
export function chosenTables<T extends Member>(draft: Pick<CombinationDraft, 'tableIds'>, zone: readonly T[]): T[] {
  return zone.filter((table) => draft.tableIds.includes(table.id)).sort(byNumber);
}

/**
 * A new combination starts with no table, following the suggestions, staff only. One being edited
 * keeps its values; those equal to what its tables suggest go on following them.
 */
export function combinationDraft(combination: TableCombinationDto | null, zone: readonly Member[]): CombinationDraft {
  if (!combination) return { tableIds: [], name: null, minCapacity: null, maxCapacity: null, online: false };
  const tableIds = zone.filter((table) => combination.tableIds.includes(table.id)).map((table) => table.id);
  const members = chosenTables({ tableIds }, zone);
  const range = suggestedRange(members);
  return {
    tableIds,
    name: combination.name === suggestedName(members) ? null : combination.name,
    minCapacity: combination.minCapacity === range?.minCapacity ? null : String(combination.minCapacity),
    maxCapacity: combination.maxCapacity === range?.maxCapacity ? null : String(combination.maxCapacity),
    online: combination.online,
  };
}

/** A table ticked or unticked. */
export function toggleTable(draft: CombinationDraft, tableId: number): CombinationDraft {
  const tableIds = draft.tableIds.includes(tableId) ? draft.tableIds.filter((id) => id !== tableId) : [...draft.tableIds, tableId];
  return { ...draft, tableIds };
}

/** What the fields show: what staff typed, else what the chosen tables suggest. */
export function shownValues(draft: CombinationDraft, zone: readonly Member[]): CombinationValues {
  const members = chosenTables(draft, zone);
  const range = suggestedRange(members);
  return {
    name: draft.name ?? suggestedName(members),
    minCapacity: draft.minCapacity ?? (range ? String(range.minCapacity) : ''),
    maxCapacity: draft.maxCapacity ?? (range ? String(range.maxCapacity) : ''),
  };
}

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The body to send, or the first problem of each field. */
export function checkCombination(draft: CombinationDraft, section: string, zone: readonly Member[]): { ok: true; body: Combination } | { ok: false; errors: CombinationErrors } {
  const shown = shownValues(draft, zone);
  const parsed = combinationSchema.safeParse({
    name: shown.name,
    section,
    tableIds: chosenTables(draft, zone).map((table) => table.id),
    minCapacity: number(shown.minCapacity),
    maxCapacity: number(shown.maxCapacity),
    online: draft.online,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: CombinationErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Combination;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
