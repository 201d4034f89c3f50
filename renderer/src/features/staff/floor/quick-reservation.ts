/** The quick reservation's rules: its party sizes, the walk-in shortcut and what it sends (its times: shared/schedule.ts). */
import { dayNumber } from '../../../../../shared/madrid-time';
import { holdsATable } from '../../../../../shared/reservation-status';
import { formatClock, isLunchStart, nowOnTimeline, serviceDate, serviceMinutes, STAFF_START_TIMES, staffEndTimes } from '../../../../../shared/schedule';
import type { TurnTimes } from '../../../../../shared/schemas/turn-times';
import { endAfterMinutes, turnMinutes } from '../../../../../shared/turn-times';
import type { StaffSource } from '../../../../../shared/booking-source';
import type { DiningTable, Reservation } from '../../../../../shared/types';
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

/** How long a table is kept until 'Duración de la mesa' has answered, and for a party not yet counted. */
const DEFAULT_MINUTES = 120;
const DEFAULT_PARTY = 2;

/** Minutes 'Duración de la mesa' keeps a table for a party starting then (lunch starts by the staff's lunch hours). */
export function keptMinutes(startTime: string, partySize: number | null, times: TurnTimes | null): number {
  return times ? turnMinutes(times, isLunchStart(startTime) ? 'Comida' : 'Cena', partySize ?? DEFAULT_PARTY) : DEFAULT_MINUTES;
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

/** A new booking's end: as long after its start as 'Duración de la mesa' keeps the party's table, or the start's last end when that comes sooner. */
export function proposedEnd(startTime: string, partySize: number | null, times: TurnTimes | null): string {
  const ends = staffEndTimes(startTime);
  return endAfterMinutes(startTime, keptMinutes(startTime, partySize, times), ends) || (ends.at(-1) ?? '');
}

export function isComplete(values: QuickValues): boolean {
  return Boolean(values.customerName.trim() && values.startTime && values.endTime && values.partySize);
}

/** What POST /api/reservations receives: the dashboard's placeholder contact unless a real one was given. */
export function quickRequest(date: string, values: QuickValues, section: string, tableNumber: number | null) {
  return {
    customerName: values.customerName.trim(),
    customerEmail: values.customerEmail.trim() || STAFF_CONTACT.customerEmail,
    customerPhone: values.customerPhone.trim() || STAFF_CONTACT.customerPhone,
    date,
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
export function seatNowTimes(date: string, now: Date, tableBookings: readonly Reservation[], minutes = DEFAULT_MINUTES): { startTime: string; endTime: string } | null {
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
