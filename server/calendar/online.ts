/** What the calendar says of a date to diners: open, closed or paused, and why a booking is refused. */
import type { CalendarDay } from '../../shared/api/dto';
import type { Calendar } from '../../shared/calendar';
import { MESSAGES } from '../../shared/messages';
import type { OnlinePause } from '../../shared/schemas/calendar';
import { noteOn, servicesOn } from '../../shared/schedule';
import { HttpError } from '../http/errors';
import type { HolidayName } from './holidays';

const M = MESSAGES.calendar;

export const isPaused = (pause: OnlinePause, date: string) => pause.paused && (pause.until === null || date <= pause.until);

export function dayView(date: string, calendar: Calendar, pause: OnlinePause, holiday: HolidayName): CalendarDay {
  const services = [...servicesOn(date, calendar)];
  const open = services.length > 0;
  const online = !open ? 'closed' : isPaused(pause, date) ? 'paused' : 'open';
  // A paused date tells diners the pause's note, unless the date has one of its own.
  const note = noteOn(date, calendar) ?? (online === 'paused' ? pause.note : null);
  return { date, open, services, note, special: date in calendar.days, holiday: holiday(date), online };
}

/** Refuses a diner's booking or availability check on a closed date or while online bookings are paused, saying why. */
export function refuseOffline(date: string, calendar: Calendar, pause: OnlinePause): void {
  if (servicesOn(date, calendar).length === 0) throw new HttpError(409, M.closed(noteOn(date, calendar)), 'closed');
  if (isPaused(pause, date)) throw new HttpError(409, M.paused(pause.note), 'paused');
}
