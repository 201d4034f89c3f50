interface TableHeadProps {
  columns: readonly string[];
  cellClass: string;
  className?: string;
}

/** A staff table's header row: small capitals on a light band, one column header per name. */
export function TableHead({ columns, cellClass, className }: TableHeadProps) {
  return (
    <thead className={`bg-stone-50 text-left text-xs font-semibold tracking-wide text-muted uppercase ${className ?? ''}`}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={cellClass}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
