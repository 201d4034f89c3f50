/**
 * The start and end selects: their choices come from the shared schedule, picking a
 * start keeps only an end that is still offered, and a pair left empty gets one message.
 */
import { BOOKING_MESSAGES } from '../../../../../shared/messages/booking';
import type { Calendar } from '../../../../../shared/calendar';
import { endTimes, startTimes } from '../../../../../shared/schedule';

const M = BOOKING_MESSAGES;

/** Start times for the chosen day as the venue's clock reads now (past ones removed) and its calendar has them. */
export function startChoices(date: string, now: Date, calendar?: Calendar): string[] {
  return date ? startTimes(date, now, calendar) : [];
}

/** Ends for a start: to the service's last end, and no later than the longest online booking when the owner set one. */
export function endChoices(date: string, startTime: string, calendar?: Calendar, longestOnline: number | null = null): string[] {
  return date && startTime ? endTimes(date, startTime, calendar, longestOnline) : [];
}

/**
 * The end kept after a new start is picked. The form clears an end that is not later than the
 * start; an end the new start no longer offers (an evening end after a lunch start, which only
 * ends at 17:00) is cleared too, so the select never holds a value it does not list.
 */
export function endAfterStartChange(date: string, startTime: string, endTime: string, calendar?: Calendar, longestOnline: number | null = null): string {
  return endChoices(date, startTime, calendar, longestOnline).includes(endTime) ? endTime : '';
}

/** Under the pair: both missing on submit reads as one request to pick them, else the field's own message. */
export function timesMessage(startError: string | undefined, endError: string | undefined): string | undefined {
  if (startError === M.startRequired && endError === M.endRequired) return M.missingTimes;
  return startError ?? endError;
}
