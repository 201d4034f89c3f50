/** Booking failure: what the destructive 'Error' toast says when POST /api/reservations fails. */
import { ApiError } from '../../lib/api';

export const BOOKING_FAILURE = {
  duplicate: 'Ya tienes una reserva para esta fecha y hora.',
  invalid: 'Datos inválidos en la reserva.',
  noTables: 'No hay disponibilidad para el número de personas, fecha y hora seleccionadas.',
  internal: 'Error interno del servidor. Por favor, intenta de nuevo en unos momentos.',
  fallback: 'No se pudo crear la reserva. Por favor intenta de nuevo.',
  offline: 'No se pudo conectar con el restaurante. Comprueba tu conexión e inténtalo de nuevo.',
} as const;

/**
 * The mapping, read top to bottom, with one reordering: our server answers both "no table"
 * and "already booked" with a 409, so 'No hay mesas disponibles' is checked before the 409 rule.
 * Statuses are read from the ApiError as well as from the text.
 */
export function bookingFailureMessage(error: unknown): string {
  // fetch rejects with a TypeError when the phone loses its connection: no server text to show.
  if (error instanceof TypeError) return BOOKING_FAILURE.offline;
  // A fair-use limit says itself what to do and when to try again.
  if (error instanceof ApiError && error.code === 'fair-use') return error.message;
  const message = error instanceof Error ? error.message : '';
  const status = error instanceof ApiError ? error.status : null;
  const is = (code: number) => status === code || message.includes(String(code));
  if (message.includes('Conflicto de horarios')) return message;
  if (message.includes('No hay mesas disponibles')) return BOOKING_FAILURE.noTables;
  if (is(409)) return BOOKING_FAILURE.duplicate;
  if (is(400)) return BOOKING_FAILURE.invalid;
  if (is(500)) return BOOKING_FAILURE.internal;
  return message || BOOKING_FAILURE.fallback;
}
