/** The quick reservation's rules: its start list, the walk-in shortcut, what it sends and what its failures say. */
import { isLunchStart, isWeekend, nowOnTimeline, STAFF_START_TIMES, timelineMinutes } from '../../../../shared/schedule';
import type { DiningTable } from '../../../../shared/types';
import { ApiError } from '../../lib/api';
import { STAFF_CONTACT } from '../../../../shared/contact-keys';
import { editEndChoices } from '../day/edit-rules';
import { QUICK } from './copy';

/** 18:00 to 02:00, plus 14:00 to 15:30 at weekends, without the times already past. */
export function quickStartChoices(date: string, now: Date): string[] {
  const passed = nowOnTimeline(now);
  return STAFF_START_TIMES.filter((time) => (isWeekend(date) || !isLunchStart(time)) && timelineMinutes(date, time) > passed);
}

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
  const ends = editEndChoices(startTime);
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
export function quickRequest(date: string, values: QuickValues, section: string | null, tableNumber: number | null) {
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
    isAdminAction: true,
  };
}

export const CREATE_FAILURE = {
  fallback: 'No se pudo crear la reserva',
  clash: 'Conflicto de horarios: La mesa seleccionada no está disponible en ese horario',
  full: 'No hay disponibilidad para la fecha y hora seleccionadas. Por favor, prueba con otra fecha u horario.',
} as const;

/** The product's mapping of a creation failure; any other server message is shown as it is. */
export function createFailureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('Ya existe una reserva')) return CREATE_FAILURE.clash;
  if (message.includes('No hay mesas disponibles') || message.includes('500') || (error instanceof ApiError && error.status >= 500)) return CREATE_FAILURE.full;
  return message || CREATE_FAILURE.fallback;
}
