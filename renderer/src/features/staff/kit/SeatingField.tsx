import type { ReactNode } from 'react';
import type { RangeAvailability, TableDetail } from '../../../../../shared/types';
import { controlClass, Field } from '../../../components/ui/Field';
import { DAY } from './day-copy';
import { fromSelect, joinedSeats, selectValue, toggleJoined, type SeatingChoice } from './seating';

interface SeatingFieldProps {
  value: SeatingChoice;
  onChange(choice: SeatingChoice): void;
  /** The choice that leaves the table to the server. */
  emptyLabel: string;
  /** The free tables that seat the party, and the free combinations that do. */
  tables: readonly TableDetail[];
  combinations: RangeAvailability['combinations'];
  /** Every free table of the zone, whatever its size: the ones 'Unir mesas' may tick. */
  joinable: readonly TableDetail[];
  /** An option listed before the free tables (a booking's own tables). */
  extra?: ReactNode;
}

/**
 * 'Mesa' in the staff booking forms: a free table, free joined tables ('Mesa 3 + 4'), or 'Unir mesas
 * para esta reserva', which ticks 2 to 4 free tables of the zone for this booking alone.
 */
export function SeatingField({ value, onChange, emptyLabel, tables, combinations, joinable, extra }: SeatingFieldProps) {
  const F = DAY.form;
  const joined = value.joinedIds;
  return (
    <>
      {/* Across both columns: 'Unir mesas para esta reserva…' and a combination's name are read whole. */}
      <div className="sm:col-span-2">
        <Field label={F.table}>
          {(control) => (
            <select {...control} value={selectValue(value)} onChange={(e) => onChange(fromSelect(e.target.value))} className={controlClass}>
              <option value="">{emptyLabel}</option>
              {extra}
              {tables.map((table) => (
                <option key={table.id} value={table.id}>
                  {`${table.name} (${table.capacity})`}
                </option>
              ))}
              {combinations.length > 0 && (
                <optgroup label={F.combinations}>
                  {combinations.map((combination) => (
                    <option key={combination.id} value={`c${combination.id}`}>
                      {`${combination.name} (${combination.capacity})`}
                    </option>
                  ))}
                </optgroup>
              )}
              <option value="join">{F.joinTables}</option>
            </select>
          )}
        </Field>
      </div>
      {joined !== null && (
        <fieldset className="grid gap-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 sm:col-span-2">
          <legend className="float-left font-semibold text-ink">{F.joinLegend}</legend>
          {joinable.length < 2 ? (
            <p className="clear-both text-sm text-muted">{F.noJoinable}</p>
          ) : (
            <div className="clear-both flex flex-wrap gap-2">
              {joinable.map((table) => (
                <label key={table.id} className="flex min-h-11 items-center gap-2 rounded-lg bg-white px-3 text-sm ring-1 ring-stone-300 has-checked:ring-2 has-checked:ring-ink">
                  <input type="checkbox" className="size-5" checked={joined.includes(table.id)} onChange={() => onChange({ ...value, joinedIds: toggleJoined(joined, table.id) })} />
                  {`${table.name} (${table.capacity})`}
                </label>
              ))}
            </div>
          )}
          {joined.length >= 2 && <p className="text-sm text-ink">{F.joinedSeats(joinedSeats(joinable, joined))}</p>}
        </fieldset>
      )}
    </>
  );
}
