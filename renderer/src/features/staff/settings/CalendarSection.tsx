/**
 * 'Calendario' on 'Ajustes': the week's hours, one date closed or given its own hours (the bookings
 * it leaves outside listed to call), the coming dates of their own and holidays, and the pause of
 * online bookings.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { CalendarDay, OnlinePauseDto, Reservation, WeekDto } from '../../../../../shared/api/dto';
import { apiRoutes } from '../../../../../shared/api/routes';
import { SERVICE_NAMES, type Service, type ServiceName } from '../../../../../shared/calendar';
import { formatLongDate } from '../../../../../shared/long-date';
import { addDays } from '../../../../../shared/madrid-time';
import { formatClock, serviceDate, serviceMinutes } from '../../../../../shared/schedule';
import { controlClass, Field } from '../../../components/ui/Field';
import { QueryView } from '../../../components/ui/QueryView';
import { useToast } from '../../../components/ui/Toaster';
import { call } from '../../../lib/api';
import { afterOwnChange } from '../../../lib/changes';
import { failureReason } from '../../../lib/failure-messages';
import { queryKeys } from '../../../lib/query-keys';
import { contactLinks } from '../day/contact-links';
import { onlinePauseQuery } from '../kit/staff-queries';
import { SETTINGS } from './copy';
import { SettingsSection } from './SettingsSection';
import { SETTINGS_SECTIONS } from './sections';

const C = SETTINGS.calendar;
const AHEAD_DAYS = 61;
const WEEK_KEY = queryKeys.calendarWeek;

/** The half hours a service may start or end at: 12:00 to 02:00. */
const TIMES = Array.from({ length: 29 }, (_, i) => formatClock(serviceMinutes('12:00') + i * 30));
const DEFAULT_SERVICE: Record<ServiceName, Service> = {
  Comida: { name: 'Comida', firstStart: '14:00', lastStart: '15:30', lastEnd: '17:00', maxCovers: null },
  Cena: { name: 'Cena', firstStart: '18:00', lastStart: '23:30', lastEnd: '00:00', maxCovers: null },
};

/** One service's three times, or the service left out. */
function ServiceEditor({ service, name, label, onChange }: { service: Service | undefined; name: ServiceName; label: string; onChange(next: Service | undefined): void }) {
  const time = (field: 'firstStart' | 'lastStart' | 'lastEnd', title: string) => (
    <Field label={title}>
      {(control) => (
        <select {...control} className={controlClass} value={service?.[field] ?? ''} disabled={!service} onChange={(e) => service && onChange({ ...service, [field]: e.target.value })}>
          {TIMES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <fieldset className="grid gap-2 rounded-lg p-3 ring-1 ring-stone-200 sm:grid-cols-[10rem_1fr_1fr_1fr] sm:items-end">
      <legend className="sr-only">{label}</legend>
      <label className="flex min-h-11 items-center gap-2 font-semibold text-ink">
        <input type="checkbox" className="size-5 accent-brand" checked={Boolean(service)} onChange={(e) => onChange(e.target.checked ? DEFAULT_SERVICE[name] : undefined)} />
        {C.opens(name)}
      </label>
      {time('firstStart', C.firstStart)}
      {time('lastStart', C.lastStart)}
      {time('lastEnd', C.lastEnd)}
    </fieldset>
  );
}

/** A day's services as the editors hold them, one slot per service name. */
type ServiceSlots = Partial<Record<ServiceName, Service>>;
const slotsOf = (services: readonly Service[]): ServiceSlots => Object.fromEntries(services.map((s) => [s.name, s]));
const servicesOf = (slots: ServiceSlots) => SERVICE_NAMES.flatMap((name) => (slots[name] ? [slots[name]] : []));

function ServicesEditor({ slots, label, onChange }: { slots: ServiceSlots; label: string; onChange(next: ServiceSlots): void }) {
  return (
    <div className="grid gap-2">
      {SERVICE_NAMES.map((name) => (
        <ServiceEditor key={name} name={name} label={`${label}, ${name}`} service={slots[name]} onChange={(service) => onChange({ ...slots, [name]: service })} />
      ))}
    </div>
  );
}

/** A change of the calendar: its toast, the rest of what it touches read again, a refusal in the server's words. */
function useCalendarChange<Answer>(send: () => Promise<Answer>, saved: (answer: Answer) => string) {
  const toasts = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      toasts.show({ title: saved(answer) });
      await afterOwnChange(queryClient, { kind: 'calendar-changed' });
    },
    onError: (error) => toasts.show({ variant: 'destructive', title: 'Error', description: failureReason(error) }),
  });
}

/** One of the section's forms: named by its heading, sent with its button. */
function CalendarForm({ id, title, submitLabel, pending, onSubmit, children }: { id: string; title: string; submitLabel: string; pending: boolean; onSubmit(): void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="font-display text-xl font-bold text-ink">
        {title}
      </h3>
      {children}
      <button type="submit" className="button min-h-11 justify-self-end" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}

function WeekForm({ week }: { week: WeekDto }) {
  const queryClient = useQueryClient();
  const [days, setDays] = useState(() => week.map((day) => slotsOf(day.services)));
  const save = useCalendarChange(
    () => call(apiRoutes.calendar.saveWeek, { body: days.map((slots, index) => ({ weekday: index + 1, services: servicesOf(slots) })) }),
    (saved) => {
      queryClient.setQueryData(WEEK_KEY, saved);
      return C.weekSaved;
    },
  );
  return (
    <CalendarForm id="calendario-semana" title={C.weekTitle} submitLabel={C.saveWeek} pending={save.isPending} onSubmit={() => save.mutate()}>
      {days.map((slots, index) => (
        <fieldset key={C.weekdays[index]} className="grid gap-2">
          <legend className="font-semibold text-ink">{C.weekdays[index]}</legend>
          <ServicesEditor slots={slots} label={C.weekdays[index] ?? ''} onChange={(next) => setDays((all) => all.map((day, i) => (i === index ? next : day)))} />
        </fieldset>
      ))}
    </CalendarForm>
  );
}

type Rule = 'week' | 'closed' | 'own';

function AffectedList({ bookings }: { bookings: Reservation[] }) {
  if (bookings.length === 0) return null;
  return (
    <div role="status" className="grid gap-2 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-300">
      <p className="font-semibold text-ink">{C.affected(bookings.length)}</p>
      <ul className="grid gap-2">
        {bookings.map((booking) => {
          const links = contactLinks(booking);
          return (
            <li key={booking.id} className="flex flex-wrap items-center gap-2">
              <span className="text-ink">
                {booking.customerName} · {booking.startTime}–{booking.endTime} · {booking.partySize}
              </span>
              <a className="text-brand underline" href={links.phone}>
                {booking.customerPhone}
              </a>
              <a className="text-brand underline" href={links.whatsapp} target="_blank" rel="noreferrer">
                WhatsApp
              </a>
              <a className="text-brand underline" href={links.email}>
                {booking.customerEmail}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function DayForm({ today }: { today: string }) {
  const [date, setDate] = useState(today);
  const [rule, setRule] = useState<Rule>('closed');
  const [slots, setSlots] = useState<ServiceSlots>({ Cena: DEFAULT_SERVICE.Cena });
  const [note, setNote] = useState('');
  const [affected, setAffected] = useState<Reservation[]>([]);
  const save = useCalendarChange(
    () =>
      rule === 'week'
        ? call(apiRoutes.calendar.resetDay, { params: { date } })
        : call(apiRoutes.calendar.saveDay, { params: { date }, body: rule === 'closed' ? { closed: true, note } : { services: servicesOf(slots), note } }),
    (answer) => {
      setAffected(answer.affected);
      return C.daySaved(date);
    },
  );
  return (
    <CalendarForm id="calendario-dia" title={C.dayTitle} submitLabel={C.saveDay} pending={save.isPending} onSubmit={() => save.mutate()}>
      <Field label={C.date}>{(control) => <input {...control} type="date" required min={today} value={date} onChange={(e) => setDate(e.target.value)} className={controlClass} />}</Field>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 font-semibold text-ink">{C.rule}</legend>
        {(
          [
            ['closed', C.closed],
            ['own', C.ownHours],
            ['week', C.asWeek],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-ink">
            <input type="radio" name="regla-del-dia" className="size-5 accent-brand" checked={rule === value} onChange={() => setRule(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      {rule === 'own' && <ServicesEditor slots={slots} label={date} onChange={setSlots} />}
      {rule !== 'week' && (
        <Field label={C.note} hint={C.noteHint}>
          {(control) => <input {...control} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} className={controlClass} />}
        </Field>
      )}
      <AffectedList bookings={affected} />
    </CalendarForm>
  );
}

/** The coming dates that are not as the week, and the holidays to decide on. */
function Upcoming({ days }: { days: CalendarDay[] }) {
  const shown = days.filter((day) => day.special || day.holiday);
  const state = (day: CalendarDay) => (!day.special ? C.asUsual : day.open ? C.specialDay(day.services.map((s) => `${s.name} ${s.firstStart}–${s.lastEnd}`).join(', ')) : C.closedDay);
  return (
    <section aria-labelledby="calendario-proximos" className="grid gap-2">
      <h3 id="calendario-proximos" className="font-display text-xl font-bold text-ink">
        {C.upcoming}
      </h3>
      {shown.length === 0 ? (
        <p className="text-muted">{C.noUpcoming}</p>
      ) : (
        <ul className="grid gap-1">
          {shown.map((day) => (
            <li key={day.date} className="flex flex-wrap gap-x-3 rounded-lg bg-paper px-3 py-2 ring-1 ring-stone-200">
              <span className="font-semibold text-ink first-letter:uppercase">{formatLongDate(day.date)}</span>
              <span className="text-ink">{state(day)}</span>
              {day.holiday && <span className="text-muted">{C.holiday(day.holiday)}</span>}
              {day.note && <span className="text-muted">«{day.note}»</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PauseForm({ pause }: { pause: OnlinePauseDto }) {
  const queryClient = useQueryClient();
  const [paused, setPaused] = useState(pause.paused);
  const [until, setUntil] = useState(pause.until ?? '');
  const [note, setNote] = useState(pause.note ?? '');
  const save = useCalendarChange(
    () => call(apiRoutes.calendar.pauseOnline, { body: { paused, until: until || null, note } }),
    (saved) => {
      queryClient.setQueryData(onlinePauseQuery.queryKey, saved);
      return C.pauseSaved(saved.paused);
    },
  );
  return (
    <CalendarForm id="calendario-pausa" title={C.pauseTitle} submitLabel={C.savePause} pending={save.isPending} onSubmit={() => save.mutate()}>
      <label className="flex min-h-11 w-fit items-center gap-3 font-semibold text-ink">
        <input type="checkbox" className="size-5 accent-brand" checked={paused} onChange={(e) => setPaused(e.target.checked)} />
        {C.paused}
      </label>
      <p className="text-sm text-muted">{C.pausedHint}</p>
      {paused && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={C.until}>{(control) => <input {...control} type="date" value={until} onChange={(e) => setUntil(e.target.value)} className={controlClass} />}</Field>
          <Field label={C.note}>{(control) => <input {...control} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} className={controlClass} />}</Field>
        </div>
      )}
    </CalendarForm>
  );
}

export function CalendarSection() {
  const today = serviceDate(new Date());
  const last = addDays(today, AHEAD_DAYS);
  const week = useQuery({ queryKey: WEEK_KEY, queryFn: () => call(apiRoutes.calendar.week) });
  const days = useQuery({ queryKey: queryKeys.calendar.of(today, last), queryFn: () => call(apiRoutes.calendar.days, { query: { from: today, to: last } }) });
  const pause = useQuery(onlinePauseQuery);
  return (
    <SettingsSection id={SETTINGS_SECTIONS.calendar} title={C.title} intro={C.intro}>
      <QueryView query={pause} loading={C.loading} failed={C.loadFailed}>
        {(loaded) => <PauseForm pause={loaded} />}
      </QueryView>
      <DayForm today={today} />
      <QueryView query={days} loading={C.loading} failed={C.loadFailed}>
        {(loaded) => <Upcoming days={loaded} />}
      </QueryView>
      <QueryView query={week} loading={C.loading} failed={C.loadFailed}>
        {(loaded) => <WeekForm week={loaded} />}
      </QueryView>
    </SettingsSection>
  );
}
