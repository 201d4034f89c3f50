/** The edit form's time choices and what its failures say, as plain functions with tests. */
import { compareSlots, formatClock, nowOnTimeline, serviceMinutes, STAFF_START_TIMES, timelineMinutes } from '../../../../shared/schedule';

const LUNCH_LAST_END = '17:00';
const EVENING_LAST_END = '02:00';
const EARLY_HOURS_LAST_END = '02:30';

/** The fixed start list without the times already past on that date, the booking's own time kept. */
export function editStartChoices(date: string, now: Date, current: string): string[] {
  const passed = nowOnTimeline(now);
  return STAFF_START_TIMES.filter((time) => time === current || timelineMinutes(date, time) > passed);
}

function halfHoursAfter(start: string, last: string): string[] {
  const times: string[] = [];
  for (let m = serviceMinutes(start) + 30; m <= serviceMinutes(last); m += 30) times.push(formatClock(m));
  return times;
}

/**
 * Ends later than the start: a lunch runs until 17:00; an evening start until 02:00 of the next
 * day; a start in the early hours (00:00 to 02:00) until 02:30, the last half hour before 03:00.
 */
export function editEndChoices(start: string): string[] {
  if (!start) return [];
  const minutes = serviceMinutes(start);
  if (minutes < serviceMinutes('18:00')) return halfHoursAfter(start, LUNCH_LAST_END);
  return halfHoursAfter(start, minutes >= serviceMinutes('00:00') ? EARLY_HOURS_LAST_END : EVENING_LAST_END);
}

/** The end kept after a new start: cleared when it is no longer later. */
export function endAfterNewStart(start: string, end: string): string {
  return end && compareSlots(end, start) > 0 && editEndChoices(start).includes(end) ? end : '';
}

export const UPDATE_FAILURE = {
  fallback: 'No se pudo actualizar la reserva',
  clash: 'Conflicto de horarios: Ya existe una reserva en ese horario',
} as const;

/** What the destructive toast says when saving an edit fails. */
export function updateFailureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('Conflicto de horarios')) return message;
  if (message.includes('Ya existe una reserva')) return UPDATE_FAILURE.clash;
  return message || UPDATE_FAILURE.fallback;
}
