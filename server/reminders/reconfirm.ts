/**
 * Which bookings must reconfirm and when they are asked ('Ajustes › Recordatorios'): a confirmed
 * booking with the diner's e-mail, of `minPartySize` people or more, or made `minDaysAhead` days or
 * more before its date. Its deadline is `hoursBefore` hours before the start.
 *
 * A reminder at the deadline would come too late to answer, so the ask goes 24 hours before the
 * deadline, or at the usual reminder's time when that is earlier (the ask is then that reminder).
 * A booking made after that time is asked at once while at least 6 hours are left before the
 * deadline, and not at all when fewer are (staff see nothing extra on its row); staff's 'Enviar
 * recordatorio' asks too, under the same rule. Without an answer,
 * a second nudge goes 6 hours after the ask, once, while the deadline is still ahead.
 *
 * Times are minutes on the venue's timeline (shared/schedule.ts), as the reminders' are.
 */
import { TZDate } from '@date-fns/tz';
import { isStaffEmail } from '../../shared/contact-keys';
import { dayNumber, madridWallClock, VENUE_TIME_ZONE } from '../../shared/madrid-time';
import type { ReminderSettings } from '../../shared/schemas/reminders';
import { nowOnTimeline } from '../../shared/schedule';

const HOUR = 60;
const DAY = 24 * HOUR;
/** How long before the deadline the ask goes, at the latest (unless the usual reminder goes earlier). */
export const ASK_BEFORE_DEADLINE = 24 * HOUR;
/** The least time a diner is given to answer: a booking made later than this before its deadline is not asked. */
export const LEAST_NOTICE = 6 * HOUR;
/** The second nudge, this long after the ask without an answer. */
export const NUDGE_AFTER = 6 * HOUR;

export interface ReconfirmCandidate {
  date: string;
  partySize: number;
  customerEmail: string;
  createdAt: string;
  /** The start on the timeline. */
  startsAt: number;
}

/** Whether the owner's choices make this booking reconfirm (whatever the time now). */
export function mustReconfirm(booking: ReconfirmCandidate, settings: ReminderSettings): boolean {
  const { enabled, minPartySize, minDaysAhead } = settings.reconfirm;
  if (!enabled || isStaffEmail(booking.customerEmail)) return false;
  const madeOn = madridWallClock(new Date(booking.createdAt)).date;
  return booking.partySize >= minPartySize || dayNumber(booking.date) - dayNumber(madeOn) >= minDaysAhead;
}

/** The deadline on the timeline. */
export const deadlineOf = (startsAt: number, settings: ReminderSettings): number => startsAt - settings.reconfirm.hoursBefore * HOUR;

/** When the ask is due: 24 hours before the deadline, or the usual reminder's time when reminders are on and that is earlier. */
export function askAtOf(startsAt: number, settings: ReminderSettings): number {
  const beforeDeadline = deadlineOf(startsAt, settings) - ASK_BEFORE_DEADLINE;
  return settings.enabled ? Math.min(beforeDeadline, startsAt - settings.hoursBefore * HOUR) : beforeDeadline;
}

/** Whether it may be asked now: it must reconfirm and enough time is left to answer (staff's 'Enviar recordatorio' asks then too). */
export function mayAsk(booking: ReconfirmCandidate, settings: ReminderSettings, now: Date): boolean {
  return mustReconfirm(booking, settings) && nowOnTimeline(now) <= deadlineOf(booking.startsAt, settings) - LEAST_NOTICE;
}

/** Whether the ask is due now: it may be asked and its ask time has come. */
export function isAskDue(booking: ReconfirmCandidate, settings: ReminderSettings, now: Date): boolean {
  return mayAsk(booking, settings, now) && nowOnTimeline(now) >= askAtOf(booking.startsAt, settings);
}

/** How far ahead of now a booking may start and have its ask due: the window the reminders look in. */
export const askHorizon = (settings: ReminderSettings): number => Math.max(settings.reconfirm.hoursBefore * HOUR + ASK_BEFORE_DEADLINE, settings.enabled ? settings.hoursBefore * HOUR : 0);

/** A point of the timeline (Madrid's wall clock) as the instant it names, for `reconfirmBy`. */
export function instantOf(minutes: number): Date {
  const [year, month, day] = new Date(Math.floor(minutes / DAY) * 86_400_000).toISOString().slice(0, 10).split('-').map(Number) as [number, number, number];
  // A plain Date: its ISO string is UTC's ('…Z'), as every stored instant is, so they compare as text.
  return new Date(new TZDate(year, month - 1, day, 0, minutes % DAY, 0, VENUE_TIME_ZONE).getTime());
}
