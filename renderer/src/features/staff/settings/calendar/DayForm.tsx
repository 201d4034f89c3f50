/**
 * One date as the owner decides it: as the week, closed, or with hours of its own; services paused
 * online (a private event); a note for diners; a local holiday. Saving lists the bookings left out.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CalendarDay, OnlinePauseDto, Reservation } from '../../../../../../shared/api/dto';
import { apiRoutes } from '../../../../../../shared/api/routes';
import type { ServiceName } from '../../../../../../shared/calendar';
import { formatLongDate } from '../../../../../../shared/long-date';
import { NOTE_MAX } from '../../../../../../shared/schemas/calendar';
import { controlClass, Field } from '../../../../components/ui/Field';
import { QueryView } from '../../../../components/ui/QueryView';
import { call } from '../../../../lib/api';
import { calendarDaysQuery, onlinePauseQuery } from '../../kit/staff-queries';
import { SETTINGS } from '../copy';
import { useUnsavedMark } from '../unsaved';
import { AffectedBookings, StillToCall } from './AffectedBookings';
import { CalendarForm } from './CalendarForm';
import { ruleOf, type Rule } from './day-state';
import { LocalHoliday } from './LocalHoliday';
import { DEFAULT_SERVICE, ServicesEditor } from './ServicesEditor';
import { servicesOf, slotsOf } from './service-slots';
import { useCalendarChange } from '../../kit/use-calendar-change';

const C = SETTINGS.calendar;
const RULES = [
  ['week', C.asWeek],
  ['closed', C.closed],
  ['own', C.ownHours],
] as const;

/** The date's own note: what diners read, unless it is only the pause's note showing through. */
function ownNote(day: CalendarDay, pause: OnlinePauseDto | undefined): string {
  const coveredByPause = pause?.paused && (pause.until === null || day.date <= pause.until);
  return day.note && !(coveredByPause && day.note === pause.note) ? day.note : '';
}

function DayRuleForm({ day, pause }: { day: CalendarDay; pause: OnlinePauseDto | undefined }) {
  const { date } = day;
  const [rule, setRule] = useState<Rule>(ruleOf(day));
  const [slots, setSlots] = useState(() => (day.services.length > 0 ? slotsOf(day.services) : { Cena: DEFAULT_SERVICE.Cena }));
  const [paused, setPaused] = useState<ServiceName[]>(day.paused);
  const [note, setNote] = useState(ownNote(day, pause));
  const [affected, setAffected] = useState<Reservation[]>([]);
  const [toCall, setToCall] = useState<Reservation[]>([]);
  // The services the date will have: the ones it may pause online.
  const services = rule === 'closed' ? [] : rule === 'own' ? servicesOf(slots) : day.special ? [] : day.services;
  const keptPaused = paused.filter((name) => services.some((service) => service.name === name));
  const asTheWeek = rule === 'week' && keptPaused.length === 0 && !note.trim();
  // What saving would send, to tell a change from what was loaded or last saved.
  const sent = JSON.stringify({ rule, services: rule === 'own' ? servicesOf(slots) : [], keptPaused, note: note.trim() });
  const [saved, setSaved] = useState(sent);
  useUnsavedMark(sent !== saved);

  const save = useCalendarChange(
    () =>
      asTheWeek
        ? call(apiRoutes.calendar.resetDay, { params: { date } })
        : call(apiRoutes.calendar.saveDay, {
            params: { date },
            body: rule === 'closed' ? { closed: true, note } : { ...(rule === 'own' ? { services: servicesOf(slots) } : {}), paused: keptPaused, note },
          }),
    (answer) => {
      setSaved(sent);
      setAffected(answer.affected);
      setToCall([]);
      return C.daySaved(formatLongDate(date));
    },
  );
  const cancelled = (still: Reservation[]) => {
    setAffected([]);
    setToCall(still);
  };

  return (
    <CalendarForm
      id="calendario-dia"
      title={formatLongDate(date)}
      submitLabel={C.saveDay}
      pending={save.isPending}
      onSubmit={() => save.mutate()}
      after={
        <>
          <AffectedBookings date={date} bookings={affected} note={note} onCancelled={cancelled} />
          <StillToCall bookings={toCall} />
        </>
      }
    >
      {day.holiday && <p className="font-semibold text-violet-800">{day.special ? C.holiday(day.holiday) : C.holidayToDecide(day.holiday)}</p>}
      <fieldset className="flex flex-wrap gap-x-4">
        <legend className="mb-1 font-semibold text-ink">{C.rule}</legend>
        {RULES.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-ink">
            <input type="radio" name="regla-del-dia" className="size-5 accent-brand" checked={rule === value} onChange={() => setRule(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      {rule === 'own' && <ServicesEditor slots={slots} label={formatLongDate(date)} onChange={setSlots} />}
      {services.length > 0 && (
        <fieldset className="flex flex-wrap gap-x-4">
          <legend className="mb-1 font-semibold text-ink">{C.pausedServices}</legend>
          {services.map(({ name }) => (
            <label key={name} className="flex min-h-11 items-center gap-2 text-ink">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                checked={paused.includes(name)}
                onChange={(e) => setPaused((current) => (e.target.checked ? [...current, name] : current.filter((other) => other !== name)))}
              />
              {C.noOnline(name)}
            </label>
          ))}
        </fieldset>
      )}
      <Field label={C.note} hint={C.noteHint}>
        {(control) => <input {...control} value={note} maxLength={NOTE_MAX} onChange={(e) => setNote(e.target.value)} className={controlClass} />}
      </Field>
      <LocalHoliday day={day} />
    </CalendarForm>
  );
}

/** The chosen date read afresh, so the form starts from what it is now. */
export function DayForm({ date, today, onDate }: { date: string; today: string; onDate(date: string): void }) {
  const day = useQuery(calendarDaysQuery(date, date));
  const pause = useQuery(onlinePauseQuery);
  return (
    <div className="@container grid gap-3 rounded-xl bg-paper p-4 ring-1 ring-stone-200">
      <Field label={C.date}>
        {(control) => <input {...control} type="date" required min={today} value={date} onChange={(e) => e.target.value && onDate(e.target.value)} className={controlClass} />}
      </Field>
      <QueryView query={day} loading={C.loading} failed={C.loadFailed}>
        {([loaded]) => loaded && <DayRuleForm key={loaded.date} day={loaded} pause={pause.data} />}
      </QueryView>
    </div>
  );
}
