/**
 * What the screens say when a call fails, chosen by the answer's code (shared/api/errors.ts) in this
 * one place: the specification's texts for a booking, a staff booking and a staff edit, and the
 * server's own explanation where a screen shows it. No message text is searched.
 */
import { ApiError } from './api';

export const BOOKING_FAILURE = {
  duplicate: 'Ya tienes una reserva para esta fecha y hora.',
  invalid: 'Datos inválidos en la reserva.',
  noTables: 'No hay disponibilidad para el número de personas, fecha y hora seleccionadas.',
  internal: 'Error interno del servidor. Por favor, intenta de nuevo en unos momentos.',
  fallback: 'No se pudo crear la reserva. Por favor intenta de nuevo.',
  offline: 'No se pudo conectar con el restaurante. Comprueba tu conexión e inténtalo de nuevo.',
} as const;

export const CREATE_FAILURE = {
  fallback: 'No se pudo crear la reserva',
  clash: 'Conflicto de horarios: La mesa seleccionada no está disponible en ese horario',
  full: 'No hay disponibilidad para la fecha y hora seleccionadas. Por favor, prueba con otra fecha u horario.',
} as const;

export const UPDATE_FAILURE = {
  fallback: 'No se pudo actualizar la reserva',
  clash: 'Conflicto de horarios: Ya existe una reserva en ese horario',
} as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** The booking form's destructive 'Error' toast when POST /api/reservations fails. */
export function bookingFailureMessage(error: unknown): string {
  // fetch rejects with a TypeError when the phone loses its connection: no server text to show.
  if (error instanceof TypeError) return BOOKING_FAILURE.offline;
  if (!(error instanceof ApiError)) return messageOf(error) || BOOKING_FAILURE.fallback;
  switch (error.code) {
    // A limit of fair use, a closed day or a pause says itself what to do (with the owner's note).
    case 'fair-use':
    case 'contact-limit':
    case 'closed':
    case 'paused':
      return error.message;
    case 'no-tables':
      return BOOKING_FAILURE.noTables;
    default:
      if (error.status === 409) return BOOKING_FAILURE.duplicate;
      if (error.status === 400) return BOOKING_FAILURE.invalid;
      if (error.status === 500) return BOOKING_FAILURE.internal;
      return error.message || BOOKING_FAILURE.fallback;
  }
}

/** A staff booking (the quick reservation, a copy) refused; any other server message is shown as it is. */
export function createFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'table-taken') return CREATE_FAILURE.clash;
  if (error instanceof ApiError && (error.code === 'no-tables' || error.status >= 500)) return CREATE_FAILURE.full;
  return messageOf(error) || CREATE_FAILURE.fallback;
}

/** A staff booking the server wants confirmed first (a closed date, past the pacing): its message asks. */
export const asksConfirmation = (error: unknown): boolean => error instanceof ApiError && error.code === 'needs-confirmation';

/** A staff edit refused. */
export function updateFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'table-taken') return UPDATE_FAILURE.clash;
  return messageOf(error) || UPDATE_FAILURE.fallback;
}

/**
 * The server's own explanation of a refused request (a 4xx such as 'La reserva ya ha comenzado y
 * no se puede cancelar.'), worth showing under a generic title. Network errors and 5xx answers
 * carry nothing a diner can act on, and a proxy's 5xx body may be an HTML page.
 */
export function failureDetail(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return undefined;
}

/** The server's own words for a failed call, or what went wrong on the way there. */
export const failureReason = (error: unknown): string => (error instanceof ApiError ? error.message : String(error));
