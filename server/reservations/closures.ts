/**
 * A date given its own hours or closed, and the bookings that leaves outside: the calendar's edits
 * that answer with the bookings they affect, and cancelling those with a word to each diner.
 */
import type { calendarContract } from '../../shared/api/calendar';
import { CALENDAR_MESSAGES } from '../../shared/messages/calendar';
import { holdsATable } from '../../shared/reservation-status';
import { serviceMinutes, serviceOf, servicesOn } from '../../shared/schedule';
import { toReservation } from '../api/dto';
import type { Handlers } from '../api/endpoints';
import { badRequest, notFound } from '../http/errors';
import { dayView, type CalendarStore } from '../calendar';
import type { BookingService } from './booking';
import type { ReservationRepository } from './repository';

export function closureEndpoints({
  calendar,
  reservations,
  bookings,
}: {
  calendar: CalendarStore;
  reservations: ReservationRepository;
  bookings: BookingService;
}): Pick<Handlers<typeof calendarContract>, 'saveDay' | 'resetDay' | 'cancelAffected'> {
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
    saveDay: ({ params, body }) => {
      // Only a service the date holds can be paused.
      const services = body.closed ? [] : (body.services ?? servicesOn(params.date, { ...calendar.read(), days: {} }));
      const missing = body.closed ? undefined : body.paused.find((name) => !services.some((service) => service.name === name));
      if (missing) throw badRequest(CALENDAR_MESSAGES.pausedService(missing));
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
      if (!calendar.resetDay(params.date)) throw notFound(CALENDAR_MESSAGES.asTheWeek);
      return changed(params.date);
    },
  };
}
