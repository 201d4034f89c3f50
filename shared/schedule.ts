/**
 * The booking schedule, shared by the booking form and the
 * server so both offer and accept exactly the same times.
 *
 * A "service day" runs from 03:00 to 02:59 of the next calendar day: a time with hour 00–02
 * belongs to the evening of the date it is booked under. Times are compared as minutes of the
 * service day (`serviceMinutes`), which keeps 00:30 after 23:30.
 */
import { DEFAULT_CALENDAR, type Calendar, type Service } from './calendar';
import { addDays, dayNumber, madridWallClock, weekdayOf } from './madrid-time';

export const SLOT_MINUTES = 30;
export const BOOKING_WINDOW_DAYS = 30;
export const SERVICE_DAY_STARTS_AT_HOUR = 3;

const DAY = 24 * 60;
/** A time on the half-hour grid, 'HH:MM' ('21:30'): what schemas check and the API document shows. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):(00|30)$/;

export function isGridTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

export function clockMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

export function formatClock(minutes: number): string {
  const wrapped = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** Minutes since the start of the calendar date the service day is named after (00:30 → 1470). */
export function serviceMinutes(time: string): number {
  const minutes = clockMinutes(time);
  return minutes < SERVICE_DAY_STARTS_AT_HOUR * 60 ? minutes + DAY : minutes;
}

/**
 * A point on Madrid's wall-clock timeline, in minutes. Overlaps are computed on these numbers:
 * bookings never reach the 02:00–03:00 hour in which daylight saving repeats or skips time.
 */
export function timelineMinutes(date: string, time: string): number {
  return dayNumber(date) * DAY + serviceMinutes(time);
}

export function nowOnTimeline(now: Date): number {
  const wall = madridWallClock(now);
  return dayNumber(wall.date) * DAY + wall.minutes;
}

/** The date the venue is living: before 03:00 it is still the previous evening. */
export function serviceDate(now: Date): string {
  const wall = madridWallClock(now);
  return wall.minutes < SERVICE_DAY_STARTS_AT_HOUR * 60 ? addDays(wall.date, -1) : wall.date;
}

export interface BookingWindow {
  first: string;
  last: string;
}

export function bookingWindow(now: Date): BookingWindow {
  const first = serviceDate(now);
  return { first, last: addDays(first, BOOKING_WINDOW_DAYS) };
}

export function isInBookingWindow(date: string, now: Date): boolean {
  const { first, last } = bookingWindow(now);
  return date >= first && date <= last;
}

export function isWeekend(date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday === 0 || weekday === 6;
}

/** The services of a date: its own when the calendar gives it some (none: closed), else its weekday's. */
export function servicesOn(date: string, calendar: Calendar = DEFAULT_CALENDAR): readonly Service[] {
  return calendar.days[date]?.services ?? calendar.week[weekdayOf(date)] ?? [];
}

/** Whether diners may book this service of the date online (the owner may pause one for a private event). */
export const isServicePaused = (date: string, service: Service, calendar: Calendar = DEFAULT_CALENDAR): boolean => calendar.days[date]?.paused.includes(service.name) ?? false;

/** The date's public note, if the owner wrote one. */
export const noteOn = (date: string, calendar: Calendar = DEFAULT_CALENDAR): string | null => calendar.days[date]?.note ?? null;

const LUNCH_STARTS = ['14:00', '14:30', '15:00', '15:30'];
const LUNCH_END = '17:00';
const EVENING_FIRST_START = '18:00';

/**
 * When the dining room is open on a weekday (0 Sunday to 6 Saturday) as the calendar's week has it:
 * each service from its first start to its last end.
 */
export function openingSpans(weekday: number, calendar: Calendar = DEFAULT_CALENDAR): { opens: string; closes: string }[] {
  return (calendar.week[weekday] ?? []).map((service) => ({ opens: service.firstStart, closes: service.lastEnd }));
}

function gridBetween(fromTime: string, toServiceMinutes: number): string[] {
  const times: string[] = [];
  for (let m = serviceMinutes(fromTime); m <= toServiceMinutes; m += SLOT_MINUTES) times.push(formatClock(m));
  return times;
}

/** Start times a diner may choose for a date, without those already past when `now` is given. */
export function startTimes(date: string, now?: Date, calendar: Calendar = DEFAULT_CALENDAR): string[] {
  const all = servicesOn(date, calendar)
    .flatMap((service) => gridBetween(service.firstStart, serviceMinutes(service.lastStart)))
    .sort(compareSlots);
  if (!now) return all;
  const current = nowOnTimeline(now) - dayNumber(date) * DAY;
  return all.filter((time) => serviceMinutes(time) > current);
}

/** The service of a date a start belongs to. */
export function serviceOf(date: string, startTime: string, calendar: Calendar = DEFAULT_CALENDAR): Service | undefined {
  const start = serviceMinutes(startTime);
  return servicesOn(date, calendar).find((service) => start >= serviceMinutes(service.firstStart) && start <= serviceMinutes(service.lastStart));
}

/** A start in the lunch hours (14:00 to 15:59): weekends only for quick reservations. */
export function isLunchStart(startTime: string): boolean {
  const hour = Math.floor(clockMinutes(startTime) / 60);
  return hour === 14 || hour === 15;
}

/**
 * End times a diner may choose after a start: a lunch ends at its last end; a dinner runs to its last
 * end. With the owner's longest online booking (`maxMinutes`, 'Duración de la mesa'), no end goes past
 * it: a lunch then ends there.
 */
export function endTimes(date: string, startTime: string, calendar: Calendar = DEFAULT_CALENDAR, maxMinutes: number | null = null): string[] {
  const service = serviceOf(date, startTime, calendar);
  if (!service) return [];
  const latest = Math.min(serviceMinutes(service.lastEnd), maxMinutes === null ? Infinity : serviceMinutes(startTime) + maxMinutes);
  if (service.name === 'Comida') return [formatClock(latest)];
  return gridBetween(startTime, latest).slice(1);
}

/** The calendar date the booking ends on when it runs past midnight, else null. */
export function endDateFor(date: string, startTime: string, endTime: string): string | null {
  return serviceMinutes(endTime) >= DAY && serviceMinutes(endTime) > serviceMinutes(startTime) ? addDays(date, 1) : null;
}

/**
 * Whether an `endDate` sent with a booking agrees with its times: absent, or the calendar date it
 * really ends on (its own date when it ends before midnight, the next one past it).
 */
export function isConsistentEndDate(endDate: string | null | undefined, date: string, startTime: string, endTime: string): boolean {
  return endDate == null || endDate === (endDateFor(date, startTime, endTime) ?? date);
}

/** Every half-hour slot a booking covers, its start included and its end excluded. */
export function coveredSlots(startTime: string, endTime: string): string[] {
  const slots: string[] = [];
  for (let m = serviceMinutes(startTime); m < serviceMinutes(endTime); m += SLOT_MINUTES) slots.push(formatClock(m));
  return slots;
}

/**
 * The fixed slot list of the staff screens (14:00–15:30 and 18:00–02:00); reservations of a day
 * are ordered by it.
 */
export const STAFF_START_TIMES: readonly string[] = [...LUNCH_STARTS, ...gridBetween(EVENING_FIRST_START, 26 * 60)];

/** Staff may end a booking on any later slot up to 02:30, the last half hour before the day rolls. */
export const LATEST_STAFF_END = '02:30';

export function isValidStaffRange(startTime: string, endTime: string): boolean {
  return STAFF_START_TIMES.includes(startTime) && isGridTime(endTime) && serviceMinutes(endTime) > serviceMinutes(startTime) && serviceMinutes(endTime) <= serviceMinutes(LATEST_STAFF_END);
}

export function compareSlots(a: string, b: string): number {
  return serviceMinutes(a) - serviceMinutes(b);
}

/** The last end of an evening start in the staff dialogs: 02:00 of the next day. */
const STAFF_EVENING_LAST_END = '02:00';

/**
 * The starts the staff dialogs offer on `date`: the staff slot list without the times already past
 * at `now` (`keep`, a booking's own time, stays); lunch starts on weekdays only with `weekdayLunch`
 * (an edit may keep a booking there, a new one is made at weekends only).
 */
export function staffStartTimes(date: string, now: Date, { keep, weekdayLunch = false }: { keep?: string; weekdayLunch?: boolean } = {}): string[] {
  const passed = nowOnTimeline(now);
  return STAFF_START_TIMES.filter((time) => time === keep || ((weekdayLunch || isWeekend(date) || !isLunchStart(time)) && timelineMinutes(date, time) > passed));
}

/**
 * The ends the staff dialogs offer after a start: a lunch runs until 17:00; an evening start until
 * 02:00 of the next day; a start in the early hours (00:00 to 02:00) until 02:30, the last half
 * hour before the day rolls over.
 */
export function staffEndTimes(start: string): string[] {
  if (!start) return [];
  const minutes = serviceMinutes(start);
  const last = minutes < serviceMinutes(EVENING_FIRST_START) ? LUNCH_END : minutes >= DAY ? LATEST_STAFF_END : STAFF_EVENING_LAST_END;
  return gridBetween(start, serviceMinutes(last)).slice(1);
}

/** The end kept after a new start: cleared when it is no longer one of the start's ends. */
export function endAfterNewStart(start: string, end: string): string {
  return end && staffEndTimes(start).includes(end) ? end : '';
}

/** A booking's length in minutes, start to end (past midnight included). */
export const bookingMinutes = (start: string, end: string): number => serviceMinutes(end) - serviceMinutes(start);

/**
 * The end after an edit moves the start: the booking keeps its length (21:00–23:00 moved to 21:30
 * ends at 23:30), cut to the start's last end where it would run past it.
 */
export function endKeepingLength(oldStart: string, oldEnd: string, newStart: string): string {
  const ends = staffEndTimes(newStart);
  if (!oldStart || !oldEnd || ends.length === 0) return endAfterNewStart(newStart, oldEnd);
  const moved = formatClock(serviceMinutes(newStart) + bookingMinutes(oldStart, oldEnd));
  return ends.includes(moved) ? moved : (ends.at(-1) ?? '');
}

/** Where the venue's day stands, for how eagerly the site reads ahead (spec: schedule context). */
export type ScheduleContext = 'closed' | 'pre-opening' | 'active';

/** The hours before a date's first service that read as pre-opening. */
const PRE_OPENING_MINUTES = 2 * 60;
/** Until 02:00 the night before is still in service, if it opened at all. */
const NIGHT_ENDS_AT = 2 * 60;

/**
 * From 02:00 the venue is closed until two hours before the date's first service (pre-opening),
 * then in service until 02:00 of the next night; a date without services is closed all day. With
 * the specification's week: weekdays closed 02:00–16:00 and open at 18:00, weekends 02:00–12:00
 * and open at 14:00.
 */
export function scheduleContext(now: Date, calendar: Calendar = DEFAULT_CALENDAR): ScheduleContext {
  const { date, minutes } = madridWallClock(now);
  if (minutes < NIGHT_ENDS_AT) return servicesOn(addDays(date, -1), calendar).length > 0 ? 'active' : 'closed';
  const opening = Math.min(...servicesOn(date, calendar).map((service) => serviceMinutes(service.firstStart)));
  if (!Number.isFinite(opening) || minutes < opening - PRE_OPENING_MINUTES) return 'closed';
  return minutes < opening ? 'pre-opening' : 'active';
}
