/** The quick reservation's rules: its party sizes, the walk-in shortcut and what it sends (its times: shared/schedule.ts). */
import { staffEndTimes } from '../../../../../shared/schedule';
import type { DiningTable } from '../../../../../shared/types';
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
}

/** A walk-in is given two hours (four half-hour slots) unless an end already chosen still fits. */
const WALK_IN_SLOTS = 4;

/**
 * 'Sin Reserva': a party at the door gets a default name, the first start and as many seats as
 * the table has; the end is filled too, so the booking is one more tap away.
 */
export function walkIn(values: QuickValues, starts: readonly string[], table: Pick<DiningTable, 'minCapacity' | 'maxCapacity'> | null): QuickValues {
  const startTime = starts[0] ?? '';
  const ends = staffEndTimes(startTime);
  return {
    ...values,
    customerName: QUICK.walkInName,
    startTime,
    endTime: ends.includes(values.endTime) ? values.endTime : (ends[WALK_IN_SLOTS - 1] ?? ends.at(-1) ?? ''),
    partySize: partyChoices(table).at(-1) ?? null,
  };
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
    isAdminAction: true as const,
  };
}
