/**
 * The quick reservation's rules: its party sizes, the walk-in shortcut, what it checks and sends, and
 * why no table is free (its times: shared/schedule.ts; its proposed end: shared/turn-times.ts).
 */
import { z } from 'zod';
import { dayNumber } from '../../../../../shared/madrid-time';
import { BOOKING_MESSAGES } from '../../../../../shared/messages/booking';
import { holdsATable } from '../../../../../shared/reservation-status';
import { formatClock, nowOnTimeline, serviceDate, serviceMinutes, STAFF_START_TIMES, staffEndTimes } from '../../../../../shared/schedule';
import type { TurnTimes } from '../../../../../shared/schemas/turn-times';
import { proposedEnd, UNKNOWN_TURN_MINUTES } from '../../../../../shared/turn-times';
import type { StaffSource } from '../../../../../shared/booking-source';
import type { DiningTable, RangeAvailability, Reservation } from '../../../../../shared/types';
import { STAFF_CONTACT } from '../../../../../shared/contact-keys';
import { QUICK } from './copy';

const DEFAULT_CAPACITY = { min: 1, max: 8 } as const;

/** Party sizes a table seats, from its minimum to its maximum. */
export function partyChoices(table: Pick<DiningTable, 'minCapacity' | 'maxCapacity'> | null): number[] {
  const min = table?.minCapacity ?? DEFAULT_CAPACITY.min;
  const max = table?.maxCapacity ?? DEFAULT_CAPACITY.max;
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
}

export interface QuickValues {
  customerName: string;
  /** The list's date unless staff choose another. */
  date: string;
  customerPhone: string;
  customerEmail: string;
  startTime: string;
  endTime: string;
  partySize: number | null;
  tableId: number | null;
  specialRequests: string;
  /** Phoned ('staff'), from a request, or a walk-in once 'Sin Reserva' is pressed. */
  source: StaffSource;
}

/**
 * 'Sin Reserva': a party at the door gets a default name, the first start and as many seats as
 * the table has; the end is filled too (an end already chosen is kept), so the booking is one more tap away.
 */
export function walkIn(values: QuickValues, starts: readonly string[], table: Pick<DiningTable, 'minCapacity' | 'maxCapacity'> | null, times: TurnTimes | null = null): QuickValues {
  const startTime = starts[0] ?? '';
  const partySize = partyChoices(table).at(-1) ?? null;
  return {
    ...values,
    customerName: QUICK.walkInName,
    source: 'walk-in',
    startTime,
    endTime: staffEndTimes(startTime).includes(values.endTime) ? values.endTime : proposedEnd(startTime, partySize, times),
    partySize,
  };
}

/** The fields the dialog checks, in the order they are shown: the first wrong one takes the focus. */
export const CHECKED_FIELDS = ['customerName', 'customerEmail', 'date', 'startTime', 'endTime', 'partySize'] as const;
export type QuickErrors = Partial<Record<(typeof CHECKED_FIELDS)[number], string>>;

const email = z.email();

/** What is missing or wrong, said under each field: name, date, both times and the party are required; an e-mail, if typed, must be one. */
export function quickErrors(values: QuickValues): QuickErrors {
  const errors: QuickErrors = {};
  if (!values.customerName.trim()) errors.customerName = QUICK.errors.name;
  if (values.customerEmail.trim() && !email.safeParse(values.customerEmail.trim()).success) errors.customerEmail = BOOKING_MESSAGES.email;
  if (!values.date) errors.date = QUICK.errors.date;
  if (!values.startTime) errors.startTime = BOOKING_MESSAGES.startRequired;
  if (!values.endTime) errors.endTime = BOOKING_MESSAGES.endRequired;
  if (!values.partySize) errors.partySize = QUICK.errors.party;
  return errors;
}

/** What was said at the last try and is still wrong: a field put right, by staff or by the end proposed, says nothing more. */
export const stillWrong = (said: QuickErrors, now: QuickErrors): QuickErrors => Object.fromEntries(CHECKED_FIELDS.flatMap((field) => (said[field] && now[field] ? [[field, now[field]]] : [])));

/** Whether a required field is missing: the form then also says the specification's 'Por favor completa todos los campos obligatorios'. */
export const missesRequired = (errors: QuickErrors): boolean => CHECKED_FIELDS.some((field) => field !== 'customerEmail' && errors[field] !== undefined);

/**
 * Why no table is free for the party in the zone, by the staff's free-tables answer: no table there
 * seats that many ('none-that-size'), or every one that does is taken then ('all-taken'); null while
 * a table or a combination is free, or before the party and the answer are known.
 */
export function noTableReason(free: RangeAvailability | undefined, partySize: number | null): 'none-that-size' | 'all-taken' | null {
  if (!free || partySize === null || free.tableDetails.length > 0 || free.combinations.length > 0) return null;
  return free.totalTables === 0 ? 'none-that-size' : 'all-taken';
}

/** What POST /api/reservations receives: the dashboard's placeholder contact unless a real one was given. */
export function quickRequest(values: QuickValues, section: string, tableNumber: number | null) {
  return {
    customerName: values.customerName.trim(),
    customerEmail: values.customerEmail.trim() || STAFF_CONTACT.customerEmail,
    customerPhone: values.customerPhone.trim() || STAFF_CONTACT.customerPhone,
    date: values.date,
    startTime: values.startTime,
    endTime: values.endTime,
    time: values.startTime,
    tableId: values.tableId,
    tableNumber,
    partySize: values.partySize,
    specialRequests: values.specialRequests.trim() || null,
    preferredSection: section,
    source: values.source,
    isAdminAction: true as const,
  };
}

const DAY_MINUTES = 24 * 60;

/**
 * 'Sentar ahora' on a table: from the half hour the clock is in, until the table's next booking or
 * `minutes` (how long 'Duración de la mesa' keeps it for the party), whichever comes first; none when
 * the table is taken now, on another day, or outside the staff's hours.
 */
export function seatNowTimes(date: string, now: Date, tableBookings: readonly Reservation[], minutes = UNKNOWN_TURN_MINUTES): { startTime: string; endTime: string } | null {
  if (date !== serviceDate(now)) return null;
  const start = Math.floor((nowOnTimeline(now) - dayNumber(date) * DAY_MINUTES) / 30) * 30;
  const startTime = formatClock(start);
  if (!STAFF_START_TIMES.includes(startTime)) return null;
  const holding = tableBookings.filter((booking) => holdsATable(booking.status) && !booking.hasLeft);
  if (holding.some((booking) => serviceMinutes(booking.startTime) < start + 30 && serviceMinutes(booking.endTime) > start)) return null;
  const next = Math.min(...holding.map((booking) => serviceMinutes(booking.startTime)).filter((minutes) => minutes >= start + 30));
  const endTime = staffEndTimes(startTime)
    .filter((end) => serviceMinutes(end) <= Math.min(start + minutes, next))
    .at(-1);
  return endTime ? { startTime, endTime } : null;
}
