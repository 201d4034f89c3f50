/**
 * An outage in words, as the owner would say it the morning after: 'La web estuvo sin servicio
 * anoche de 01:10 a 08:30'. Days are named from `now` by the venue's wall clock (hoy, anoche, ayer,
 * el lunes 23 within the week, el 2 de noviembre before it), whatever the device's time zone.
 */
import type { Outage } from '../../../../../shared/api/dto';
import { dayNumber, madridWallClock, type WallClock } from '../../../../../shared/madrid-time';
import { once } from '../../../../../shared/once';
import { formatClock } from '../../../../../shared/schedule';
import { DASHBOARD } from './copy';

const W = DASHBOARD.outage;

/** A night's outage begins from 20:00 the evening before until 07:00. */
const NIGHT_FROM = 20 * 60;
const NIGHT_UNTIL = 7 * 60;

// The calendar date alone, read at UTC midnight: the names of its weekday and month.
const WEEKDAY = once(() => new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone: 'UTC' }));
const MONTH = once(() => new Intl.DateTimeFormat('es-ES', { month: 'long', timeZone: 'UTC' }));

function dayWord(point: WallClock, today: WallClock): string {
  const daysAgo = dayNumber(today.date) - dayNumber(point.date);
  if (daysAgo <= 0) return W.today;
  if (daysAgo === 1) return W.yesterday;
  const date = new Date(`${point.date}T00:00:00Z`);
  const day = Number(point.date.slice(8));
  return daysAgo < 7 ? W.thisWeek(WEEKDAY().format(date), day) : W.earlier(day, MONTH().format(date));
}

/** Began last night: yesterday from 20:00, or today before 07:00. */
function lastNight(start: WallClock, today: WallClock): boolean {
  const daysAgo = dayNumber(today.date) - dayNumber(start.date);
  return (daysAgo === 1 && start.minutes >= NIGHT_FROM) || (daysAgo === 0 && start.minutes < NIGHT_UNTIL);
}

export interface OutageWords {
  sentence: string;
  /** The sentence without 'La web estuvo' ('Sin servicio anoche de 01:10 a 08:30'), for a narrow header. */
  brief: string;
}

export function outageWords(outage: Pick<Outage, 'kind' | 'from' | 'to' | 'minutes'>, now: Date): OutageWords {
  const today = madridWallClock(now);
  const start = madridWallClock(new Date(outage.from));
  const end = madridWallClock(new Date(outage.to));
  const night = lastNight(start, today);
  const startDay = night ? W.lastNight : dayWord(start, today);
  const state = W.state[outage.kind];
  // One day named is enough when it ended the day it began, or this morning after a night.
  const oneDay = end.date === start.date || (night && end.date === today.date);
  const tail =
    outage.minutes < 60
      ? W.short(state, outage.minutes, startDay, formatClock(start.minutes))
      : W.long(
          state,
          oneDay ? W.withinDay(startDay, formatClock(start.minutes), formatClock(end.minutes)) : W.acrossDays(startDay, formatClock(start.minutes), dayWord(end, today), formatClock(end.minutes)),
        );
  return { sentence: W.sentence(tail), brief: W.brief(tail) };
}
