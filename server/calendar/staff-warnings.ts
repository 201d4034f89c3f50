/**
 * What staff are asked to confirm before a booking the calendar would not offer a diner: a closed
 * date, or a start past its service's pacing. Staff may book either; the dialog asks first, saying
 * why and what would work instead (the next open day, the nearest starts with room in the pacing).
 */
import type { Calendar } from '../../shared/calendar';
import { formatLongDate } from '../../shared/long-date';
import { addDays } from '../../shared/madrid-time';
import { CALENDAR_MESSAGES } from '../../shared/messages/calendar';
import { noteOn, serviceMinutes, serviceOf, servicesOn, startTimes } from '../../shared/schedule';
import { HttpError } from '../http/errors';
import type { SlotLimits } from './slot-limits';

const M = CALENDAR_MESSAGES;
/** How far ahead the next open day is looked for: beyond a fortnight's holiday, staff look at the calendar. */
const OPEN_DAY_SEARCH = 14;
/** The nearest few starts with room: enough to offer on the phone. */
const ROOM_STARTS = 3;

interface StaffBooking {
  date: string;
  startTime: string;
  partySize: number;
}

function nextOpenDay(date: string, calendar: Calendar): string | null {
  for (let days = 1; days <= OPEN_DAY_SEARCH; days++) {
    const next = addDays(date, days);
    if (servicesOn(next, calendar).length > 0) return next;
  }
  return null;
}

/** The starts of the same service, not yet past, where the party still fits the pacing: the nearest few, in time order. */
function startsWithRoom({ date, startTime, partySize }: StaffBooking, calendar: Calendar, slotLimits: SlotLimits, now: Date): string[] {
  const service = serviceOf(date, startTime, calendar)?.name;
  const distance = (time: string) => Math.abs(serviceMinutes(time) - serviceMinutes(startTime));
  return startTimes(date, now, calendar)
    .filter((time) => time !== startTime && serviceOf(date, time, calendar)?.name === service)
    .filter((time) => {
      const pacing = slotLimits.pacing(date, time);
      return !pacing || pacing.covers + partySize <= pacing.maxCovers;
    })
    .sort((a, b) => distance(a) - distance(b) || serviceMinutes(a) - serviceMinutes(b))
    .slice(0, ROOM_STARTS)
    .sort((a, b) => serviceMinutes(a) - serviceMinutes(b));
}

function staffWarnings(booking: StaffBooking, calendar: Calendar, slotLimits: SlotLimits, now: Date): string[] {
  const { date, startTime, partySize } = booking;
  if (servicesOn(date, calendar).length === 0) {
    const next = nextOpenDay(date, calendar);
    return [M.staffClosed(noteOn(date, calendar)), ...(next ? [M.nextOpenDay(formatLongDate(next))] : [])];
  }
  const pacing = slotLimits.pacing(date, startTime);
  if (!pacing || pacing.covers + partySize <= pacing.maxCovers) return [];
  const room = startsWithRoom(booking, calendar, slotLimits, now);
  return [M.staffPaced(startTime, pacing.covers, pacing.maxCovers, pacing.service), ...(room.length > 0 ? [M.pacingRoom(room)] : [])];
}

/**
 * Refuses an unconfirmed staff booking that needs a confirmation, saying why, what would work, and
 * asking; `others` are warnings of the booking's own (the guest's other booking that evening).
 */
export function refuseUnconfirmed(booking: StaffBooking, calendar: Calendar, slotLimits: SlotLimits, now: Date, others: readonly string[] = []): void {
  const warnings = [...staffWarnings(booking, calendar, slotLimits, now), ...others];
  if (warnings.length > 0) throw new HttpError(409, [...warnings, M.confirmAnyway].join(' '), 'needs-confirmation');
}
