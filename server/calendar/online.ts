/** What the calendar says of a date to diners: open, closed or paused, and why a booking is refused. */
import type { CalendarDay } from '../../shared/api/dto';
import type { Calendar, ServiceName } from '../../shared/calendar';
import { CALENDAR_MESSAGES } from '../../shared/messages/calendar';
import type { OnlinePause } from '../../shared/schemas/calendar';
import { isServicePaused, noteOn, serviceOf, servicesOn, startTimes } from '../../shared/schedule';
import { HttpError } from '../http/errors';
import type { CalendarStore } from './store';

const M = CALENDAR_MESSAGES;

export const isPaused = (pause: OnlinePause, date: string) => pause.paused && (pause.until === null || date <= pause.until);

/** The services of a date diners cannot book online: all of them while online bookings are paused. */
export function pausedServices(date: string, calendar: Calendar, pause: OnlinePause): ServiceName[] {
  const services = servicesOn(date, calendar);
  return services.filter((service) => isPaused(pause, date) || isServicePaused(date, service, calendar)).map((service) => service.name);
}

export function dayView(date: string, store: CalendarStore): CalendarDay {
  const calendar = store.read();
  const pause = store.pause();
  const services = [...servicesOn(date, calendar)];
  const paused = services.filter((service) => isServicePaused(date, service, calendar)).map((service) => service.name);
  const open = services.length > 0;
  const online = !open ? 'closed' : isPaused(pause, date) || paused.length === services.length ? 'paused' : 'open';
  // A paused date tells diners the pause's note, unless the date has one of its own.
  const note = noteOn(date, calendar) ?? (isPaused(pause, date) ? pause.note : null);
  const special = (calendar.days[date]?.services ?? null) !== null;
  return { date, open, services, note, special, holiday: store.holiday(date), localHoliday: store.isLocalHoliday(date), online, paused };
}

/**
 * Refuses a diner's booking or availability check on a closed date, while online bookings are
 * paused, or (given a start) in a service paused that date, saying why.
 */
export function refuseOffline(date: string, calendar: Calendar, pause: OnlinePause, startTime?: string): void {
  if (servicesOn(date, calendar).length === 0) throw new HttpError(409, M.closed(noteOn(date, calendar)), 'closed');
  if (isPaused(pause, date)) throw new HttpError(409, M.paused(pause.note), 'paused');
  const service = startTime === undefined ? undefined : serviceOf(date, startTime, calendar);
  if (service && isServicePaused(date, service, calendar)) throw new HttpError(409, M.paused(noteOn(date, calendar)), 'paused');
}

/** The starts diners may book on a date from `now`: none in a service paused online. */
export function onlineStartTimes(date: string, now: Date, store: CalendarStore): string[] {
  const calendar = store.read();
  const paused = pausedServices(date, calendar, store.pause());
  return startTimes(date, now, calendar).filter((time) => {
    const service = serviceOf(date, time, calendar);
    return service !== undefined && !paused.includes(service.name);
  });
}
