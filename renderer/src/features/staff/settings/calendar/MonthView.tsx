/**
 * The owner's month at a glance: each date open as the week, closed, with hours of its own, a
 * holiday still to decide on, or without online bookings; tapping one opens it in the day form.
 */
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight, CircleHelp, Clock, PauseCircle, X, type LucideIcon } from 'lucide-react';
import type { CalendarDay } from '../../../../../../shared/api/dto';
import { addDays } from '../../../../../../shared/madrid-time';
import { QueryView } from '../../../../components/ui/QueryView';
import { calendarDaysQuery } from '../../kit/staff-queries';
import { SETTINGS } from '../copy';
import { dayLabel, dayState, monthGrid, shiftMonth, STATE_LABELS, type DayState } from './day-state';

const C = SETTINGS.calendar;

const STATE_CLASS: Record<DayState, string> = {
  open: 'bg-white text-ink ring-stone-200',
  closed: 'bg-stone-800 text-white ring-stone-800',
  special: 'bg-amber-100 text-ink ring-amber-400',
  holiday: 'bg-violet-100 text-ink ring-violet-500 ring-2',
  paused: 'bg-sky-100 text-ink ring-sky-400',
};
/** A mark beside the number, so no state is told by colour alone. */
const STATE_MARK: Record<DayState, LucideIcon | null> = { open: null, closed: X, special: Clock, holiday: CircleHelp, paused: PauseCircle };

function Mark({ state }: { state: DayState }) {
  const Icon = STATE_MARK[state];
  return Icon ? <Icon aria-hidden className="size-3.5 shrink-0" /> : null;
}
const WEEKDAY_INITIALS = ['L', 'M', 'X', 'J', 'V', 'S', 'D'];

const monthName = (month: string) => new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));

interface MonthViewProps {
  month: string;
  today: string;
  selected: string;
  onMonth(month: string): void;
  onSelect(date: string): void;
}

function MonthGrid({ month, days, today, selected, onSelect }: { month: string; days: CalendarDay[]; today: string; selected: string; onSelect(date: string): void }) {
  const byDate = new Map(days.map((day) => [day.date, day]));
  return (
    <ol className="grid grid-cols-7 gap-1" aria-label={monthName(month)}>
      {WEEKDAY_INITIALS.map((initial, index) => (
        <li key={initial} aria-hidden className="text-center text-xs font-semibold text-muted">
          <abbr title={C.weekdays[index]}>{initial}</abbr>
        </li>
      ))}
      {monthGrid(month).map((date, index) => {
        const day = date ? byDate.get(date) : undefined;
        if (!date || !day) return <li key={date ?? `hueco-${index}`} aria-hidden />;
        const state = dayState(day);
        return (
          <li key={date}>
            <button
              type="button"
              aria-pressed={date === selected}
              disabled={date < today}
              onClick={() => onSelect(date)}
              className={clsx(
                'grid min-h-12 w-full content-start rounded-lg p-1 text-left ring-1 disabled:opacity-40 @lg:min-h-16 @lg:p-2',
                STATE_CLASS[state],
                date === selected && 'outline-3 outline-offset-1 outline-brand',
              )}
            >
              {/* Named by the whole date and its state (the day's number is in it), which voice control can say too. */}
              <span className="sr-only">{dayLabel(day)}</span>
              <span aria-hidden className="flex items-center justify-between text-sm font-bold">
                {Number(date.slice(8))}
                <Mark state={state} />
              </span>
              {/* In words only where a cell has room for the longest ('reservas'); narrower, its mark and the legend say it. */}
              <span aria-hidden className="hidden text-xs leading-tight @lg:block">
                {state === 'open' ? '' : STATE_LABELS[state]}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

export function MonthView({ month, today, selected, onMonth, onSelect }: MonthViewProps) {
  const first = `${month}-01`;
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const days = useQuery(calendarDaysQuery(first, last));
  const isCurrent = month <= today.slice(0, 7);
  return (
    <section aria-labelledby="calendario-mes" className="@container grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <button type="button" className="button button-secondary min-h-11 px-3" disabled={isCurrent} onClick={() => onMonth(shiftMonth(month, -1))} aria-label={C.previousMonth}>
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <h3 id="calendario-mes" className="font-display text-xl font-bold text-ink first-letter:uppercase" aria-live="polite">
          {monthName(month)}
        </h3>
        <button type="button" className="button button-secondary min-h-11 px-3" onClick={() => onMonth(shiftMonth(month, 1))} aria-label={C.nextMonth}>
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <QueryView query={days} loading={C.loading} failed={C.loadFailed}>
        {(loaded) => <MonthGrid month={month} days={loaded} today={today} selected={selected} onSelect={onSelect} />}
      </QueryView>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" aria-label={C.legend}>
        {(['closed', 'special', 'holiday', 'paused'] as const).map((state) => (
          <li key={state} className="flex items-center gap-1.5">
            <span aria-hidden className={clsx('grid size-5 place-items-center rounded ring-1', STATE_CLASS[state])}>
              <Mark state={state} />
            </span>
            {STATE_LABELS[state]}
          </li>
        ))}
      </ul>
    </section>
  );
}
