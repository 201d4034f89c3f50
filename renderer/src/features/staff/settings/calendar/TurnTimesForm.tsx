/**
 * 'Duración de la mesa': for lunch and dinner, how long a table is kept by party size, in bands the
 * owner adds and removes (the last reaches the largest party), and the longest booking diners may
 * make online.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRoutes } from '../../../../../../shared/api/routes';
import { SLOT_MINUTES } from '../../../../../../shared/schedule';
import { TURN_MINUTES, turnTimesSchema, type TurnBand, type TurnTimes } from '../../../../../../shared/schemas/turn-times';
import { QueryView } from '../../../../components/ui/QueryView';
import { controlClass, Field } from '../../../../components/ui/Field';
import { call } from '../../../../lib/api';
import { queryKeys } from '../../../../lib/query-keys';
import { turnTimesQuery } from '../../kit/staff-queries';
import { useCalendarChange } from '../../kit/use-calendar-change';
import { SETTINGS } from '../copy';
import { useUnsavedMark } from '../unsaved';
import { CalendarForm } from './CalendarForm';
import { canAddBand, withBandAdded } from './turn-bands';

const C = SETTINGS.calendar;
const SERVICES = [
  ['comida', 'Comida'],
  ['cena', 'Cena'],
] as const;
const MINUTE_CHOICES = Array.from({ length: (TURN_MINUTES.max - TURN_MINUTES.min) / SLOT_MINUTES + 1 }, (_, index) => TURN_MINUTES.min + index * SLOT_MINUTES);
const MINUTE_OPTIONS = MINUTE_CHOICES.map((minutes) => (
  <option key={minutes} value={minutes}>
    {C.hoursAndMinutes(minutes)}
  </option>
));

function ServiceBands({ name, bands, onChange }: { name: string; bands: readonly TurnBand[]; onChange(bands: TurnBand[]): void }) {
  const change = (index: number, band: Partial<TurnBand>) => onChange(bands.map((current, at) => (at === index ? { ...current, ...band } : current)));
  return (
    <fieldset className="grid gap-2 rounded-lg border border-stone-200 p-3">
      <legend className="px-1 font-semibold text-ink">{C.turnService(name)}</legend>
      {bands.map((band, index) => {
        const from = (bands[index - 1]?.upTo ?? 0) + 1;
        const isLast = index === bands.length - 1;
        const words = C.turnBand(from, band.upTo);
        return (
          <div key={index} className="flex flex-wrap items-center gap-x-3 gap-y-2">
            {isLast ? (
              <span className="min-w-56 whitespace-nowrap text-ink">{C.turnLast(from)}</span>
            ) : (
              <span className="flex min-w-56 items-center gap-2 whitespace-nowrap text-ink">
                {C.turnFrom(from)}
                <span className="w-20">
                  <input
                    type="number"
                    inputMode="numeric"
                    value={band.upTo}
                    aria-label={C.turnUpTo(name, from)}
                    onChange={(event) => change(index, { upTo: Number(event.target.value) })}
                    className={controlClass}
                  />
                </span>
                {C.turnPeople}
              </span>
            )}
            <span className="w-32">
              <select aria-label={C.turnMinutes(name, words)} value={band.minutes} onChange={(event) => change(index, { minutes: Number(event.target.value) })} className={controlClass}>
                {MINUTE_OPTIONS}
              </select>
            </span>
            {!isLast && (
              <button type="button" className="button button-secondary min-h-11" aria-label={C.turnRemove(name, words)} onClick={() => onChange(bands.filter((_, at) => at !== index))}>
                {C.turnRemoveShort}
              </button>
            )}
          </div>
        );
      })}
      {canAddBand(bands) && (
        <button type="button" className="button button-secondary min-h-11 w-fit" onClick={() => onChange(withBandAdded(bands))}>
          {C.turnAdd(name)}
        </button>
      )}
    </fieldset>
  );
}

function TurnTimesEditor({ stored }: { stored: TurnTimes }) {
  const queryClient = useQueryClient();
  const [times, setTimesAndClear] = useState(stored);
  const [problem, setProblem] = useState<string>();
  // A change answers the problem shown; the next save checks again.
  const setTimes = (changed: TurnTimes) => {
    setTimesAndClear(changed);
    setProblem(undefined);
  };
  const save = useCalendarChange(
    () => call(apiRoutes.turnTimes.save, { body: times }),
    (saved) => {
      queryClient.setQueryData(queryKeys.settings.turnTimes, saved);
      return C.turnSaved;
    },
  );
  useUnsavedMark(JSON.stringify(times) !== JSON.stringify(stored));
  const submit = () => {
    // The same rules the server applies, said here before sending.
    const checked = turnTimesSchema.safeParse(times);
    setProblem(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) save.mutate();
  };
  return (
    <CalendarForm id="calendario-duracion" title={C.turnTitle} submitLabel={C.turnSave} pending={save.isPending} onSubmit={submit}>
      <p className="text-sm text-muted">{C.turnIntro}</p>
      <div className="grid gap-3">
        {SERVICES.map(([key, name]) => (
          <ServiceBands key={key} name={name} bands={times[key]} onChange={(bands) => setTimes({ ...times, [key]: bands })} />
        ))}
      </div>
      <Field label={C.turnLongest}>
        {(control) => (
          <select
            {...control}
            value={times.maxOnlineMinutes ?? ''}
            onChange={(event) => setTimes({ ...times, maxOnlineMinutes: event.target.value ? Number(event.target.value) : null })}
            className={`${controlClass} sm:max-w-72`}
          >
            <option value="">{C.turnNoLimit}</option>
            {MINUTE_OPTIONS}
          </select>
        )}
      </Field>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {problem}
      </p>
    </CalendarForm>
  );
}

export function TurnTimesForm() {
  const stored = useQuery(turnTimesQuery);
  return (
    <QueryView query={stored} loading={C.loading} failed={C.loadFailed}>
      {/* Saved on another screen, the stored durations come back changed: the form starts again from them. */}
      {(loaded) => <TurnTimesEditor key={JSON.stringify(loaded)} stored={loaded} />}
    </QueryView>
  );
}
