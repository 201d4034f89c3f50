import type { calendarContract } from '../../shared/api/calendar';
import { addDays } from '../../shared/madrid-time';
import { weekMondayFirst } from '../../shared/calendar';
import { MESSAGES } from '../../shared/messages';
import { holdsATable } from '../../shared/reservation-status';
import { serviceMinutes, serviceOf, servicesOn } from '../../shared/schedule';
import { toReservation } from '../api/dto';
import type { Handlers } from '../api/endpoints';
import { badRequest, notFound } from '../http/errors';
import type { Services } from '../services';
import { dayView } from './online';

/** The calendar: read by anyone for a range of dates, edited by the owner on 'Ajustes'. */
export function calendarEndpoints({ calendar, reservations, bookings }: Services): Handlers<typeof calendarContract> {
  const view = (date: string) => dayView(date, calendar);
  /** The live bookings of a date that no longer fit its hours. */
  const outside = (date: string) => {
    const hours = calendar.read();
    const fits = (startTime: string, endTime: string) => {
      const service = serviceOf(date, startTime, hours);
      return service !== undefined && serviceMinutes(endTime) <= serviceMinutes(service.lastEnd);
    };
    return reservations.listForDate(date).filter((row) => holdsATable(row.status) && !fits(row.startTime, row.endTime));
  };
  /** The date as diners now see it, and its bookings left outside. */
  const changed = (date: string) => ({ ...view(date), affected: outside(date).map(toReservation) });
  return {
    days: ({ query }) => {
      const dates: string[] = [];
      for (let date = query.from; date <= query.to; date = addDays(date, 1)) dates.push(date);
      return dates.map(view);
    },
    week: () => weekMondayFirst(calendar.read().week),
    saveWeek: ({ body }) => weekMondayFirst(calendar.saveWeek(body)),
    saveDay: ({ params, body }) => {
      // Only a service the date holds can be paused.
      const services = body.closed ? [] : (body.services ?? servicesOn(params.date, { ...calendar.read(), days: {} }));
      const missing = body.closed ? undefined : body.paused.find((name) => !services.some((service) => service.name === name));
      if (missing) throw badRequest(MESSAGES.calendar.pausedService(missing));
      calendar.saveDay(params.date, body);
      return changed(params.date);
    },
    cancelAffected: ({ params, body }) => {
      const still = new Set(outside(params.date).map((row) => row.id));
      const done = bookings.cancelForClosure(
        body.ids.filter((id) => still.has(id)),
        { note: body.note },
      );
      return { cancelled: done.map(({ cancelled }) => toReservation(cancelled)), notified: done.flatMap(({ cancelled, mailed }) => (mailed ? [cancelled.id] : [])) };
    },
    resetDay: ({ params }) => {
      if (!calendar.resetDay(params.date)) throw notFound(MESSAGES.calendar.asTheWeek);
      return changed(params.date);
    },
    saveHoliday: ({ params, body }) => {
      calendar.saveLocalHoliday(params.date, body);
      return view(params.date);
    },
    removeHoliday: ({ params }) => {
      if (!calendar.removeLocalHoliday(params.date)) throw notFound(MESSAGES.calendar.notLocalHoliday);
      return view(params.date);
    },
    onlineBookings: () => calendar.pause(),
    pauseOnline: ({ body }) => calendar.savePause(body),
  };
}
