import type { calendarContract } from '../../shared/api/calendar';
import { addDays } from '../../shared/madrid-time';
import { weekMondayFirst } from '../../shared/calendar';
import { CALENDAR_MESSAGES } from '../../shared/messages/calendar';
import type { Handlers } from '../api/endpoints';
import { notFound } from '../http/errors';
import { dayView } from './online';
import type { CalendarStore } from './store';

type CalendarHandlers = Handlers<typeof calendarContract>;

/** The calendar: read by anyone for a range of dates, edited by the owner on 'Ajustes' (a date's own hours: server/reservations/closures.ts). */
export function calendarEndpoints({ calendar }: { calendar: CalendarStore }): Omit<CalendarHandlers, 'saveDay' | 'resetDay' | 'cancelAffected'> {
  const view = (date: string) => dayView(date, calendar);
  return {
    days: ({ query }) => {
      const dates: string[] = [];
      for (let date = query.from; date <= query.to; date = addDays(date, 1)) dates.push(date);
      return dates.map(view);
    },
    week: () => weekMondayFirst(calendar.read().week),
    saveWeek: ({ body }) => weekMondayFirst(calendar.saveWeek(body)),
    saveHoliday: ({ params, body }) => {
      calendar.saveLocalHoliday(params.date, body);
      return view(params.date);
    },
    removeHoliday: ({ params }) => {
      if (!calendar.removeLocalHoliday(params.date)) throw notFound(CALENDAR_MESSAGES.notLocalHoliday);
      return view(params.date);
    },
    onlineBookings: () => calendar.pause(),
    pauseOnline: ({ body }) => calendar.savePause(body),
  };
}
