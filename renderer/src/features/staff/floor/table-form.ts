/** The table form's values and checks, with the server's own schema and messages. */
import { newTableSchema, type NewTable } from '../../../../../shared/schemas/table';
import type { DiningTable } from '../../../../../shared/types';

export interface TableValues {
  name: string;
  tableNumber: string;
  section: string;
  minCapacity: string;
  maxCapacity: string;
}

/** What POST and PUT /api/admin/tables receive from the form; the cell is the server's or the grid's business. */
export type TableBody = Pick<NewTable, 'name' | 'tableNumber' | 'section' | 'minCapacity' | 'maxCapacity'>;

export type TableErrors = Partial<Record<keyof TableValues, string>>;

export function tableValues(table: DiningTable | null, section: string): TableValues {
  return {
    name: table?.name ?? '',
    tableNumber: table ? String(table.tableNumber) : '',
    section: table?.section ?? section,
    minCapacity: String(table?.minCapacity ?? 1),
    maxCapacity: String(table?.maxCapacity ?? 8),
  };
}

/** The fields to send, or the first problem of each field. */
export function checkTable(values: TableValues): { ok: true; body: TableBody } | { ok: false; errors: TableErrors } {
  const parsed = newTableSchema.safeParse({ ...values, tableNumber: values.tableNumber.trim() || undefined });
  if (parsed.success) {
    const { name, tableNumber, section, minCapacity, maxCapacity } = parsed.data;
    return { ok: true, body: { name, tableNumber, section, minCapacity, maxCapacity } };
  }
  const errors: TableErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof TableValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
