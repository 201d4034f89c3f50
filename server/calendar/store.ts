/**
 * The venue's calendar as stored: the week in the settings (the specification's week until the owner
 * sets another), dates of their own in `calendar_days`, and the pause of online bookings. Read on every
 * booking and availability check, so it is kept in memory and every write goes through here.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_WEEK, weekSundayFirst, type Calendar, type DayHours, type Service } from '../../shared/calendar';
import type { DayRule, OnlinePause, WeekInput } from '../../shared/schemas/calendar';
import type { Db } from '../db/open';
import { calendarDays } from '../db/schema';
import { deleteSetting, readSetting, writeSetting } from '../settings/store';

const WEEK_KEY = 'calendar.week';
const PAUSE_KEY = 'calendar.online-pause';
const NO_PAUSE: OnlinePause = { paused: false, until: null, note: null };

export function createCalendarStore(db: Db) {
  const readWeek = (): Calendar['week'] => {
    const stored = readSetting(db, WEEK_KEY);
    return stored === null ? DEFAULT_WEEK : (JSON.parse(stored) as Service[][]);
  };
  const readDays = (): Record<string, DayHours> =>
    Object.fromEntries(db.select().from(calendarDays).all().map((row) => [row.date, { services: JSON.parse(row.services) as Service[], note: row.note }]));
  const readPause = (): OnlinePause => {
    const stored = readSetting(db, PAUSE_KEY);
    return stored === null ? NO_PAUSE : (JSON.parse(stored) as OnlinePause);
  };

  let calendar: Calendar = { week: readWeek(), days: readDays() };
  let pause = readPause();

  return {
    read: (): Calendar => calendar,
    pause: (): OnlinePause => pause,
    saveWeek(week: WeekInput): Calendar['week'] {
      const bySunday = weekSundayFirst(week);
      writeSetting(db, WEEK_KEY, JSON.stringify(bySunday));
      calendar = { ...calendar, week: bySunday };
      return bySunday;
    },
    saveDay(date: string, rule: DayRule): void {
      const services = rule.closed ? [] : rule.services;
      const row = { date, services: JSON.stringify(services), note: rule.note };
      db.insert(calendarDays).values(row).onConflictDoUpdate({ target: calendarDays.date, set: row }).run();
      calendar = { ...calendar, days: { ...calendar.days, [date]: { services, note: rule.note } } };
    },
    /** False when the date already followed the week. */
    resetDay(date: string): boolean {
      const removed = db.delete(calendarDays).where(eq(calendarDays.date, date)).run().changes > 0;
      const { [date]: _gone, ...days } = calendar.days;
      calendar = { ...calendar, days };
      return removed;
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
