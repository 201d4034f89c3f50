import type { ReactNode } from 'react';
import type { TableDetail } from '../../../../../shared/types';
import { controlClass, Field } from '../../../components/ui/Field';
import { DAY } from './day-copy';

interface TableFieldProps {
  value: number | null;
  onChange(tableId: number | null): void;
  /** The choice that leaves the table to the server, or unassigned. */
  emptyLabel: string;
  tables: readonly TableDetail[];
  /** An option listed before the free tables (a booking's own table). */
  extra?: ReactNode;
}

/** 'Mesa' in the staff booking forms: the free tables of the slot, each with its capacity. */
export function TableField({ value, onChange, emptyLabel, tables, extra }: TableFieldProps) {
  return (
    <Field label={DAY.form.table}>
      {(control) => (
        <select {...control} value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)} className={controlClass}>
          <option value="">{emptyLabel}</option>
          {extra}
          {tables.map((table) => (
            <option key={table.id} value={table.id}>
              {`${table.name} (${table.capacity})`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** 'Peticiones especiales', across the form's two columns. */
export function RequestsField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <div className="sm:col-span-2">
      <Field label={DAY.form.requests}>{(control) => <textarea {...control} rows={2} value={value} onChange={(e) => onChange(e.target.value)} className={controlClass} />}</Field>
    </div>
  );
}
