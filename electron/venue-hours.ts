/**
 * The venue's hours as the kiosk knows them, read from its own server: the days around today with
 * the owner's closed dates and special hours. Until the first answer (or while the server is away)
 * the last one read is kept, and before any, the specification's week.
 */
import { apiRoutes } from '../shared/api/routes';
import type { CalendarDay } from '../shared/api/dto';
import { DEFAULT_CALENDAR, type Calendar } from '../shared/calendar';
import { addDays } from '../shared/madrid-time';
import { serviceDate } from '../shared/schedule';

export type ReadCalendarDays = (from: string, to: string) => Promise<readonly CalendarDay[]>;

/** The public calendar of the server at `origin`, or an error while it does not answer. */
export const calendarFrom =
  (origin: () => string | null): ReadCalendarDays =>
  async (from, to) => {
    const base = origin();
    if (base === null) throw new Error('El servidor aún no ha arrancado');
    const url = new URL(apiRoutes.calendar.days.path, base);
    url.search = new URLSearchParams({ from, to }).toString();
    const answer = await fetch(url);
    if (!answer.ok) throw new Error(`El calendario respondió ${answer.status}`);
    return (await answer.json()) as CalendarDay[];
  };

export function followVenueHours(read: ReadCalendarDays) {
  let calendar: Calendar = DEFAULT_CALENDAR;
  return {
    calendar: () => calendar,
    /** Reads the night before, today and tomorrow: enough for any check until the next read. */
    async refresh(now: Date): Promise<void> {
      const today = serviceDate(now);
      try {
        const days = await read(addDays(today, -1), addDays(today, 1));
        calendar = { ...calendar, days: Object.fromEntries(days.map((day) => [day.date, { services: day.services, note: day.note, paused: day.paused }])) };
      } catch {
        // The server restarting or not up yet: the hours read last still hold.
      }
    },
  };
}
