/**
 * The venue's calendar as data: the services of each weekday, and dates with rules of their own
 * (their own services, none: closed; a public note; services paused online). A new install starts
 * from the specification's week (DEFAULT_WEEK); shared/schedule.ts turns a calendar into the times
 * diners and staff are offered.
 */

/** A lunch ends at its last end; a dinner may end on any half hour up to its last end. */
export const SERVICE_NAMES = ['Comida', 'Cena'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface Service {
  name: ServiceName;
  /** The first and last start on the 30-minute grid; times from 00:00 to 02:59 belong to the evening before. */
  firstStart: string;
  lastStart: string;
  /** The latest a booking of this service ends (up to 02:00 of the next calendar day). */
  lastEnd: string;
  /** Pacing: the most covers that may start in one half hour online (staff may go over); null, no cap. */
  maxCovers: number | null;
}

/** A date's own rules. */
export interface DayHours {
  /** Its own services (none: closed); null, its weekday's. */
  services: readonly Service[] | null;
  note: string | null;
  /** Services diners cannot book online that day (a private event); staff still can. */
  paused: readonly ServiceName[];
}

export interface Calendar {
  /** Sunday first (index 0), as Date#getUTCDay counts. */
  week: readonly (readonly Service[])[];
  /** Dates (YYYY-MM-DD) that do not follow the week. */
  days: Readonly<Record<string, DayHours>>;
}

const lunch: Service = { name: 'Comida', firstStart: '14:00', lastStart: '15:30', lastEnd: '17:00', maxCovers: null };
const dinner = (lastStart: string, lastEnd: string): Service => ({ name: 'Cena', firstStart: '18:00', lastStart, lastEnd, maxCovers: null });

/** The specification's week: dinner every day from 18:00, lunch at weekends; the last start and end by weekday. */
export const DEFAULT_WEEK: Calendar['week'] = [
  [lunch, dinner('00:00', '00:30')],
  [dinner('23:30', '00:00')],
  [dinner('23:30', '00:00')],
  [dinner('23:30', '00:00')],
  [dinner('00:00', '00:30')],
  [dinner('01:30', '02:00')],
  [lunch, dinner('01:30', '02:00')],
];

export const DEFAULT_CALENDAR: Calendar = { week: DEFAULT_WEEK, days: {} };

/** One weekday as the owner edits it and the API states it: Monday 1 to Sunday 7. */
export interface WeekdayHours {
  weekday: number;
  services: Service[];
}

/** The week Monday first (1–7), as the owner reads it. */
export const weekMondayFirst = (week: Calendar['week']): WeekdayHours[] => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, services: [...(week[weekday % 7] ?? [])] }));

/** The calendar's week (Sunday first) from the owner's Monday-first days; a missing day is closed. */
export const weekSundayFirst = (days: readonly WeekdayHours[]): Service[][] => [7, 1, 2, 3, 4, 5, 6].map((weekday) => [...(days.find((day) => day.weekday === weekday)?.services ?? [])]);
