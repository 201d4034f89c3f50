import { getTableColumns, sql, type Placeholder, type Table } from 'drizzle-orm';

/**
 * A placeholder named after each column of `table`, for an insert prepared once and run with a
 * whole row: drizzle still encodes each value for its column (booleans as 0 and 1).
 */
export function placeholdersFor<T extends Table>(table: T): Record<keyof T['_']['columns'], Placeholder> {
  const columns = Object.keys(getTableColumns(table)) as (keyof T['_']['columns'])[];
  return Object.fromEntries(columns.map((name) => [name, sql.placeholder(String(name))])) as Record<keyof T['_']['columns'], Placeholder>;
}
