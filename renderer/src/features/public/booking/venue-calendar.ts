/**
 * The venue's calendar over the booking window, as the form needs it: the times each date offers
 * (none where it is closed or online bookings are paused) and why a date cannot be booked.
 */
import { useQuery } from '@tanstack/react-query';
import type { CalendarDay } from '../../../../../shared/api/dto';
import { apiRoutes } from '../../../../../shared/api/routes';
import { DEFAULT_CALENDAR, type Calendar } from '../../../../../shared/calendar';
import type { TurnTimes } from '../../../../../shared/schemas/turn-times';
import { CALENDAR_MESSAGES } from '../../../../../shared/messages/calendar';
import { bookingWindow } from '../../../../../shared/schedule';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export interface VenueCalendar {
  /** What the shared schedule reads: each date's services, none where diners cannot book online. */
  hours: Calendar;
  /** Dates that cannot be booked online, with the reason a diner is told. */
  unavailable: ReadonlyMap<string, string>;
  /** The owner's note for a date, if any. */
  noteOn(date: string): string | null;
}

/** What the form's times are judged by: the calendar's hours and the longest online booking ('Duración de la mesa'), null for none. */
export interface BookingTimes {
  hours: Calendar;
  longestOnline: number | null;
}

/** 'Duración de la mesa' as the form reads it, null until it answers. */
export interface TableDurations {
  turnTimes: TurnTimes | null;
}

const NO_DAYS = new Map<string, string>();

/** The calendar's answer as the form reads it; dates past the window are not offered. */
export function venueCalendar(days: readonly CalendarDay[]): VenueCalendar {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const unavailable = new Map(days.filter((day) => day.online !== 'open').map((day) => [day.date, day.online === 'closed' ? CALENDAR_MESSAGES.closed(day.note) : CALENDAR_MESSAGES.paused(day.note)]));
  const hours: Calendar = {
    week: [[], [], [], [], [], [], []],
    // A service paused that date is not offered: the diner sees the other one's times.
    days: Object.fromEntries(
      days.map((day) => [day.date, { services: day.online === 'open' ? day.services.filter((service) => !day.paused.includes(service.name)) : [], note: day.note, paused: [] }]),
    ),
  };
  return { hours, unavailable, noteOn: (date) => byDate.get(date)?.note ?? null };
}

/**
 * Until the calendar has answered (or if it cannot), the specification's week: the server still
 * refuses a closed date with its reason.
 */
const FALLBACK: VenueCalendar = { hours: DEFAULT_CALENDAR, unavailable: NO_DAYS, noteOn: () => null };

export function useVenueCalendar(now: Date): VenueCalendar & BookingTimes & TableDurations {
  const { first, last } = bookingWindow(now);
  const answer = useQuery({
    queryKey: queryKeys.calendar.of(first, last),
    queryFn: () => call(apiRoutes.calendar.days, { query: { from: first, to: last } }),
    select: venueCalendar,
  });
  // Until it answers, every end the day allows is offered; the server still refuses a longer one, saying until when.
  const turnTimes = useQuery({ queryKey: queryKeys.turnTimes, queryFn: () => call(apiRoutes.turnTimes.read) });
  return { ...(answer.data ?? FALLBACK), longestOnline: turnTimes.data?.maxOnlineMinutes ?? null, turnTimes: turnTimes.data ?? null };
}
