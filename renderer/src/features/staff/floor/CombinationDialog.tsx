import { useId, useState, type FormEvent } from 'react';
import type { TableCombinationDto } from '../../../../../shared/api/dto';
import { PARTY_SIZE_MAX } from '../../../../../shared/sections';
import type { DiningTable } from '../../../../../shared/types';
import { controlClass, Field } from '../../../components/ui/Field';
import { FormDialog } from '../kit/FormDialog';
import { combinationDraft, checkCombination, shownValues, toggleTable, type CombinationDraft, type CombinationErrors } from './combination-form';
import { FLOOR, JOINS } from './copy';
import { combinationFailure, useSaveCombination } from './use-combination-actions';

const C = JOINS.form;

interface CombinationDialogProps {
  /** The combination to edit, or null to join tables anew. */
  combination: TableCombinationDto | null;
  section: string;
  /** Every table of the floor: the zone's are offered. */
  tables: readonly DiningTable[];
  onClose(): void;
}

/**
 * 'Unir mesas' and a combination's 'Editar': 2 to 4 tables of one zone, its name and party range
 * (proposed from the tables until typed over), and whether diners may get it online.
 */
export function CombinationDialog({ combination, section, tables, onClose }: CombinationDialogProps) {
  const zone = tables.filter((table) => table.section === section).sort((a, b) => a.tableNumber - b.tableNumber);
  const [draft, setDraft] = useState<CombinationDraft>(() => combinationDraft(combination, zone));
  const [errors, setErrors] = useState<CombinationErrors>({});
  const save = useSaveCombination(combination, onClose);
  const shown = shownValues(draft, zone);
  const ids = useId();
  const tablesError = `${ids}-mesas-error`;
  const onlineHint = `${ids}-web-ayuda`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkCombination(draft, section, zone);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) save.mutate(checked.body);
  }

  const number = (name: 'minCapacity' | 'maxCapacity', label: string) => (
    <Field label={label} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={1}
          max={PARTY_SIZE_MAX}
          value={shown[name]}
          onChange={(e) => setDraft((current) => ({ ...current, [name]: e.target.value }))}
          className={controlClass}
        />
      )}
    </Field>
  );

  return (
    <FormDialog
      title={combination ? C.editTitle(combination.name) : C.newTitle(section)}
      description={C.description(section)}
      formId="mesas-unidas"
      submitLabel={combination ? C.save : C.create}
      pending={save.isPending}
      formClassName="grid gap-3 sm:grid-cols-2"
      wide
      onSubmit={submit}
      onClose={onClose}
    >
      <fieldset className="grid gap-2 sm:col-span-2" aria-describedby={errors.tableIds ? tablesError : undefined}>
        <legend className="mb-1 text-sm font-semibold text-ink">{C.tables}</legend>
        <div className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
          {zone.map((table) => (
            <label key={table.id} className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm text-ink ring-1 ring-stone-200 has-[:checked]:bg-amber-50 has-[:checked]:ring-amber-500">
              <input type="checkbox" checked={draft.tableIds.includes(table.id)} onChange={() => setDraft((current) => toggleTable(current, table.id))} className="size-4 accent-brand" />
              <span>
                <span className="font-semibold">{table.name}</span> <span className="text-muted">· {FLOOR.capacity(table.minCapacity, table.maxCapacity)}</span>
              </span>
            </label>
          ))}
        </div>
        <p id={tablesError} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {errors.tableIds}
        </p>
      </fieldset>
      <div className="sm:col-span-2">
        <Field label={C.name} error={errors.name}>
          {(control) => <input {...control} maxLength={50} value={shown.name} onChange={(e) => setDraft((current) => ({ ...current, name: e.target.value }))} className={controlClass} />}
        </Field>
      </div>
      {number('minCapacity', C.min)}
      {number('maxCapacity', C.max)}
      <div className="sm:col-span-2">
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink">
          <input
            type="checkbox"
            checked={draft.online}
            aria-describedby={onlineHint}
            onChange={(e) => setDraft((current) => ({ ...current, online: e.target.checked }))}
            className="size-5 accent-brand"
          />
          {C.online}
        </label>
        <p id={onlineHint} className="text-sm text-muted">
          {C.onlineHint}
        </p>
      </div>
      {save.isError && (
        // The page behind a modal dialog is hidden from screen readers, toasts included: the reason is said here too.
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {combinationFailure(save.error, combination)}
        </p>
      )}
    </FormDialog>
  );
}
