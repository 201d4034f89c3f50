/** A staff table's header row: small capitals on a light band, one column header per name. */
export function TableHead({ columns, cellClass, className, widths }: { columns: readonly string[]; cellClass: string; className?: string; widths?: readonly (string | undefined)[] }) {
  return (
    <thead className={`bg-stone-50 text-left text-xs font-semibold tracking-wide text-muted uppercase ${className ?? ''}`}>
      <tr>
        {columns.map((column, index) => (
          <th key={column} scope="col" className={cellClass} style={widths?.[index] ? { width: widths[index] } : undefined}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
