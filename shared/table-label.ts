/** How a party's tables read on every screen and sheet: its table's name, or 'Mesas 3 + 4' when joined. */
export interface NamedTable {
  name: string;
  tableNumber: number;
}

export function tablesLabel(tables: readonly NamedTable[]): string | null {
  const [first, ...others] = tables;
  if (!first) return null;
  return others.length === 0 ? first.name : `Mesas ${tables.map((table) => table.tableNumber).join(' + ')}`;
}
