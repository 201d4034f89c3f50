/**
 * What staff are asked to confirm before a booking the calendar would not offer a diner: a closed
 * date, or a start past its service's pacing. Staff may book either; the dialog asks first.
 */
import type { Calendar } from '../../shared/calendar';
import { CALENDAR_MESSAGES } from '../../shared/messages/calendar';
import { noteOn, servicesOn } from '../../shared/schedule';
import { HttpError } from '../http/errors';
import type { SlotLimits } from './slot-limits';

const M = CALENDAR_MESSAGES;

interface StaffBooking {
  date: string;
  startTime: string;
  partySize: number;
}

function staffWarnings({ date, startTime, partySize }: StaffBooking, calendar: Calendar, slotLimits: SlotLimits): string[] {
  if (servicesOn(date, calendar).length === 0) return [M.staffClosed(noteOn(date, calendar))];
  const pacing = slotLimits.pacing(date, startTime);
  return pacing && pacing.covers + partySize > pacing.maxCovers ? [M.staffPaced(startTime, pacing.covers, pacing.maxCovers, pacing.service)] : [];
}

/** Refuses an unconfirmed staff booking that needs a confirmation, saying why and asking. */
export function refuseUnconfirmed(booking: StaffBooking, calendar: Calendar, slotLimits: SlotLimits): void {
  const warnings = staffWarnings(booking, calendar, slotLimits);
  if (warnings.length > 0) throw new HttpError(409, [...warnings, M.confirmAnyway].join(' '), 'needs-confirmation');
}
