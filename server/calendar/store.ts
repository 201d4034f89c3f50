/**
 * The venue's calendar as stored: the week in the settings (the specification's week until the owner
 * sets another), dates with rules of their own in `calendar_days`, the owner's local holidays, and the
 * pause of online bookings. Read on every booking and availability check, so it is kept in memory and
 * every write goes through here.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_WEEK, weekSundayFirst, type Calendar, type DayHours, type Service } from '../../shared/calendar';
import type { DayRule, OnlinePause, WeekInput } from '../../shared/schemas/calendar';
import type { Db } from '../db/open';
import { calendarDays, localHolidays } from '../db/schema';
import { deleteSetting, readSetting, writeSetting } from '../db/settings-store';
import type { HolidayName } from './holidays';

const WEEK_KEY = 'calendar.week';
const PAUSE_KEY = 'calendar.online-pause';
const NO_PAUSE: OnlinePause = { paused: false, until: null, note: null };

/** Services stored before pacing existed have no cap. */
const withPacing = (services: readonly Service[]): Service[] => services.map((service) => ({ ...service, maxCovers: service.maxCovers ?? null }));

export interface LocalHoliday {
  name: string;
}

export function createCalendarStore(db: Db, nationalHoliday: HolidayName) {
  /** Whether staff have saved the week's hours at least once (else the specification's, as installed). */
  const weekSaved = (): boolean => readSetting(db, WEEK_KEY) !== null;
  const readWeek = (): Calendar['week'] => {
    const stored = readSetting(db, WEEK_KEY);
    return stored === null ? DEFAULT_WEEK : (JSON.parse(stored) as Service[][]).map(withPacing);
  };
  const readDays = (): Record<string, DayHours> =>
    Object.fromEntries(
      db
        .select()
        .from(calendarDays)
        .all()
        .map((row) => [row.date, { services: row.services === null ? null : withPacing(JSON.parse(row.services) as Service[]), note: row.note, paused: JSON.parse(row.paused) as DayHours['paused'] }]),
    );
  const readPause = (): OnlinePause => {
    const stored = readSetting(db, PAUSE_KEY);
    return stored === null ? NO_PAUSE : (JSON.parse(stored) as OnlinePause);
  };

  let calendar: Calendar = { week: readWeek(), days: readDays() };
  let pause = readPause();
  const locals = new Map(
    db
      .select()
      .from(localHolidays)
      .all()
      .map((row) => [row.date, row.name]),
  );

  return {
    weekSaved,
    read: (): Calendar => calendar,
    pause: (): OnlinePause => pause,
    /** The holiday's name: one the owner added, else Spain's or Madrid's. */
    holiday: (date: string): string | null => locals.get(date) ?? nationalHoliday(date),
    isLocalHoliday: (date: string): boolean => locals.has(date),
    saveWeek(week: WeekInput): Calendar['week'] {
      const bySunday = weekSundayFirst(week);
      writeSetting(db, WEEK_KEY, JSON.stringify(bySunday));
      calendar = { ...calendar, week: bySunday };
      return bySunday;
    },
    saveDay(date: string, rule: DayRule): void {
      const day: DayHours = rule.closed ? { services: [], note: rule.note, paused: [] } : { services: rule.services ?? null, note: rule.note, paused: rule.paused };
      const row = { date, services: day.services === null ? null : JSON.stringify(day.services), note: day.note, paused: JSON.stringify(day.paused) };
      db.insert(calendarDays).values(row).onConflictDoUpdate({ target: calendarDays.date, set: row }).run();
      calendar = { ...calendar, days: { ...calendar.days, [date]: day } };
    },
    /** False when the date already followed the week. */
    resetDay(date: string): boolean {
      const removed = db.delete(calendarDays).where(eq(calendarDays.date, date)).run().changes > 0;
      const { [date]: _gone, ...days } = calendar.days;
      calendar = { ...calendar, days };
      return removed;
    },
    saveLocalHoliday(date: string, { name }: LocalHoliday): void {
      db.insert(localHolidays).values({ date, name }).onConflictDoUpdate({ target: localHolidays.date, set: { name } }).run();
      locals.set(date, name);
    },
    /** False when the date held no local holiday. */
    removeLocalHoliday(date: string): boolean {
      db.delete(localHolidays).where(eq(localHolidays.date, date)).run();
      return locals.delete(date);
    },
    savePause(next: OnlinePause): OnlinePause {
      pause = next.paused ? next : NO_PAUSE;
      if (next.paused) writeSetting(db, PAUSE_KEY, JSON.stringify(pause));
      else deleteSetting(db, PAUSE_KEY);
      return pause;
    },
  };
}

export type CalendarStore = ReturnType<typeof createCalendarStore>;
