import { useState, type FormEvent } from 'react';
import { SECTIONS } from '../../../../../shared/sections';
import type { DiningTable } from '../../../../../shared/types';
import { controlClass, Field } from '../../../components/ui/Field';
import { FormDialog } from '../kit/FormDialog';
import { FLOOR } from './copy';
import { checkTable, tableValues, type TableErrors, type TableValues } from './table-form';
import { tableFailure, useSaveTable } from './use-floor-actions';

const T = FLOOR.tableForm;

interface TableDialogProps {
  /** The table to edit, or null for a new one. */
  table: DiningTable | null;
  section: string;
  onClose(): void;
}

/** 'Nueva mesa' and a table's 'Editar': name, number, zone and capacity; a new table takes the zone's first free cell. */
export function TableDialog({ table, section, onClose }: TableDialogProps) {
  const [values, setValues] = useState<TableValues>(() => tableValues(table, section));
  const [errors, setErrors] = useState<TableErrors>({});
  const save = useSaveTable(table, onClose);
  const set = (name: keyof TableValues, value: string) => setValues((current) => ({ ...current, [name]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkTable(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) save.mutate(checked.body);
  }

  const number = (name: keyof TableValues, label: string, max: number) => (
    <Field label={label} error={errors[name]}>
      {(control) => <input {...control} type="number" inputMode="numeric" min={1} max={max} value={values[name]} onChange={(e) => set(name, e.target.value)} className={controlClass} />}
    </Field>
  );

  return (
    <FormDialog
      title={table ? T.editTitle(table.name) : T.newTitle}
      description={table ? undefined : T.placement}
      formId="mesa"
      submitLabel={table ? T.save : T.create}
      pending={save.isPending}
      formClassName="grid gap-3 sm:grid-cols-2"
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label={T.name} error={errors.name}>
        {(control) => <input {...control} maxLength={50} value={values.name} onChange={(e) => set('name', e.target.value)} className={controlClass} />}
      </Field>
      {number('tableNumber', T.number, 999)}
      <div className="sm:col-span-2">
        <Field label={T.section} error={errors.section}>
          {(control) => (
            <select {...control} value={values.section} onChange={(e) => set('section', e.target.value)} className={controlClass}>
              {SECTIONS.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {number('minCapacity', T.min, 20)}
      {number('maxCapacity', T.max, 20)}
      {save.isError && (
        // The page behind a modal dialog is hidden from screen readers, toasts included: the reason is said here too.
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {tableFailure(save.error, table)}
        </p>
      )}
    </FormDialog>
  );
}
