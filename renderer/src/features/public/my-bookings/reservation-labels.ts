/** How a found reservation reads on its card: plain functions so every rule has a unit test. */
import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';
import { isCancelled } from '../../../../../shared/reservation-status';
import { DEFAULT_SECTION } from '../../../../../shared/sections';
import type { Reservation } from '../../../../../shared/types';

export type StatusTone = 'confirmed' | 'pending' | 'cancelled' | 'other';

const STATUS_LABELS: Record<Exclude<StatusTone, 'other'>, string> = {
  confirmed: 'Confirmada',
  pending: 'Pendiente',
  cancelled: 'Cancelada',
};

function isKnownStatus(status: string): status is Exclude<StatusTone, 'other'> {
  return Object.hasOwn(STATUS_LABELS, status);
}

/** The three known statuses have Spanish badges; any other value is shown as it came. */
export function statusBadge(status: string): { label: string; tone: StatusTone } {
  return isKnownStatus(status) ? { label: STATUS_LABELS[status], tone: status } : { label: status, tone: 'other' };
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
}

/** 'Jueves, 26 de noviembre de 2026'. A calendar date is read as local midnight, so no time zone shifts it. */
export function longDate(date: string): string {
  return capitalize(format(parseISO(date), "EEEE, d 'de' MMMM 'de' yyyy", { locale: es }));
}

export function timeRange({ startTime, endTime }: Pick<Reservation, 'startTime' | 'endTime'>): string {
  return `${startTime} – ${endTime}`;
}

/** The table's section once one is assigned, else the one asked for, else the default. */
export function sectionOf({ tableSection, preferredSection }: Pick<Reservation, 'tableSection' | 'preferredSection'>): string {
  return tableSection || preferredSection || DEFAULT_SECTION;
}

export function partySizeLabel(partySize: number): string {
  return `${partySize} ${partySize === 1 ? 'persona' : 'personas'}`;
}

/** The polite one-line summary announced whenever the results change. */
export function resultsSummary(reservations: readonly { status: string }[]): string {
  const count = reservations.length;
  const found = count === 1 ? '1 reserva encontrada' : `${count} reservas encontradas`;
  const cancelled = reservations.filter(isCancelled).length;
  if (cancelled === 0) return found;
  return `${found} · ${cancelled === 1 ? '1 cancelada' : `${cancelled} canceladas`}`;
}
