/** What the owner's month view says of each date, and the rule the day form starts from. */
import type { CalendarDay } from '../../../../../../shared/api/dto';
import { formatLongDate } from '../../../../../../shared/long-date';
import { addDays, dayNumber } from '../../../../../../shared/madrid-time';

export type DayState = 'open' | 'closed' | 'special' | 'holiday' | 'paused';
export type Rule = 'week' | 'closed' | 'own';

export const STATE_LABELS: Record<DayState, string> = {
  open: 'Como la semana',
  closed: 'Cerrado',
  special: 'Horario propio',
  holiday: 'Festivo por decidir',
  paused: 'Sin reservas online',
};

/** The most telling fact of a date: closed, then a holiday nobody decided on, own hours, a pause. */
export function dayState(day: CalendarDay): DayState {
  if (!day.open) return 'closed';
  if (day.holiday && !day.special) return 'holiday';
  if (day.special) return 'special';
  return day.online === 'paused' || day.paused.length > 0 ? 'paused' : 'open';
}

/** A date's cell as a screen reader says it: the date, its state, the holiday and the note. */
export function dayLabel(day: CalendarDay): string {
  const holiday = day.holiday ? `, festivo: ${day.holiday}` : '';
  const note = day.note ? `. ${day.note}` : '';
  return `${formatLongDate(day.date)}: ${STATE_LABELS[dayState(day)]}${holiday}${note}`;
}

export function ruleOf(day: CalendarDay): Rule {
  if (!day.special) return 'week';
  return day.open ? 'own' : 'closed';
}

/** The dates of a month as the grid lays them out: blanks before the 1st so Monday is the first column. */
export function monthGrid(month: string): (string | null)[] {
  const first = `${month}-01`;
  const mondayIndex = (new Date(`${first}T12:00:00Z`).getUTCDay() + 6) % 7;
  const next = addDays(first, 32).slice(0, 7);
  const days = dayNumber(`${next}-01`) - dayNumber(first);
  return [...Array<null>(mondayIndex).fill(null), ...Array.from({ length: days }, (_, i) => addDays(first, i))];
}

/** 'YYYY-MM' a number of months from another. */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number);
  const total = (year ?? 0) * 12 + (index ?? 1) - 1 + by;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}
