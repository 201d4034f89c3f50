interface TableHeadProps {
  columns: readonly string[];
  cellClass: string;
  className?: string;
}

/** A staff table's header row: small capitals on a light band, one column header per name. */
export function TableHead({ columns, cellClass, className }: TableHeadProps) {
  return (
    // The roles said outright: where the header row is for screen readers only, its layout no longer says it is one.
    <thead role="rowgroup" className={`bg-stone-50 text-left text-xs font-semibold tracking-wide text-muted uppercase ${className ?? ''}`}>
      <tr role="row">
        {columns.map((column) => (
          <th key={column} role="columnheader" scope="col" className={cellClass}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
