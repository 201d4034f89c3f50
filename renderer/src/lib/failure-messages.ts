/**
 * What the screens say when a call fails, chosen by the answer's code (shared/api/errors.ts) from one
 * table: the specification's texts for a booking, a staff booking and a staff edit, and the server's
 * own explanation where a screen shows it. No message text is searched.
 */
import type { ApiErrorCode } from '../../../shared/api/errors';
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

/** Show the server's own words: they say what to do, often with the owner's note or when to try again. */
const SERVER = null;

/** What a screen shows for one code: its own text, or the server's words (SERVER). */
interface Shown {
  /** The diner's booking form (the specification's catalogue: 409 duplicate, 400 invalid, 500 internal). */
  booking: string | null;
  /** Staff's 'Nueva reserva', the quick reservation and a copy. */
  staffBooking: string | null;
  /** Staff's 'Editar' and the day's actions on a booking. */
  staffEdit: string | null;
}

/**
 * Every code the API answers with (shared/api/errors.ts), and what each screen shows for it: the one
 * table the app decides by. A new code fails to compile here until someone decides what it shows.
 */
const SHOWN_FOR_CODE: Record<ApiErrorCode, Shown> = {
  'invalid-input': { booking: BOOKING_FAILURE.invalid, staffBooking: SERVER, staffEdit: SERVER },
  // An end past the longest online booking says until when the diner may book instead.
  'too-long': { booking: SERVER, staffBooking: SERVER, staffEdit: SERVER },
  unauthorized: { booking: SERVER, staffBooking: SERVER, staffEdit: SERVER },
  forbidden: { booking: SERVER, staffBooking: SERVER, staffEdit: SERVER },
  'not-found': { booking: SERVER, staffBooking: SERVER, staffEdit: SERVER },
  conflict: { booking: BOOKING_FAILURE.duplicate, staffBooking: SERVER, staffEdit: SERVER },
  'no-tables': { booking: BOOKING_FAILURE.noTables, staffBooking: CREATE_FAILURE.full, staffEdit: SERVER },
  'table-taken': { booking: BOOKING_FAILURE.duplicate, staffBooking: CREATE_FAILURE.clash, staffEdit: UPDATE_FAILURE.clash },
  'duplicate-booking': { booking: BOOKING_FAILURE.duplicate, staffBooking: SERVER, staffEdit: SERVER },
  // A second booking within two hours: the server says how to change the time instead.
  'nearby-booking': { booking: SERVER, staffBooking: SERVER, staffEdit: SERVER },
  // A daily cap, a closed day, a pause or a limit of fair use says itself what to do, though a 409 or 429.
  'contact-limit': { booking: SERVER, staffBooking: SERVER, staffEdit: SERVER },
  closed: { booking: SERVER, staffBooking: SERVER, staffEdit: SERVER },
  paused: { booking: SERVER, staffBooking: SERVER, staffEdit: SERVER },
  'fair-use': { booking: SERVER, staffBooking: SERVER, staffEdit: SERVER },
  // Staff are asked first (asksConfirmation); a diner never gets it.
  'needs-confirmation': { booking: BOOKING_FAILURE.duplicate, staffBooking: SERVER, staffEdit: SERVER },
  gone: { booking: SERVER, staffBooking: SERVER, staffEdit: SERVER },
  'too-large': { booking: SERVER, staffBooking: SERVER, staffEdit: SERVER },
  'unsupported-media': { booking: SERVER, staffBooking: SERVER, staffEdit: SERVER },
  misdirected: { booking: SERVER, staffBooking: SERVER, staffEdit: SERVER },
  'too-many-requests': { booking: SERVER, staffBooking: SERVER, staffEdit: SERVER },
  internal: { booking: BOOKING_FAILURE.internal, staffBooking: CREATE_FAILURE.full, staffEdit: SERVER },
  'mail-failed': { booking: SERVER, staffBooking: CREATE_FAILURE.full, staffEdit: SERVER },
  busy: { booking: SERVER, staffBooking: CREATE_FAILURE.full, staffEdit: SERVER },
  'disk-full': { booking: SERVER, staffBooking: CREATE_FAILURE.full, staffEdit: SERVER },
};

/**
 * An answer without a code is not the server's (a proxy's page): read by its status alone as the
 * generic code of a 400, a 409 or a 5xx, and its text never shown.
 */
function codeOfStatus(status: number): ApiErrorCode | null {
  if (status >= 500) return 'internal';
  if (status === 400) return 'invalid-input';
  return status === 409 ? 'conflict' : null;
}

/** What `screen` shows for a failed call: the table's text, or the server's words; `fallback` when there are none. */
function shownFor(screen: keyof Shown, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return messageOf(error) || fallback;
  const code = error.code ?? codeOfStatus(error.status);
  if (!code) return fallback;
  return SHOWN_FOR_CODE[code][screen] ?? ((error.code && error.message) || fallback);
}

/** The booking form's destructive 'Error' toast when POST /api/reservations fails. */
export function bookingFailureMessage(error: unknown): string {
  // fetch rejects with a TypeError when the phone loses its connection: no server text to show.
  if (error instanceof TypeError) return BOOKING_FAILURE.offline;
  return shownFor('booking', error, BOOKING_FAILURE.fallback);
}

/** A staff booking (the quick reservation, a copy) refused. */
export const createFailureMessage = (error: unknown): string => shownFor('staffBooking', error, CREATE_FAILURE.fallback);

/** A staff booking the server wants confirmed first (a closed date, past the pacing): its message asks. */
export const asksConfirmation = (error: unknown): boolean => error instanceof ApiError && error.code === 'needs-confirmation';

/** A staff edit refused. */
export const updateFailureMessage = (error: unknown): string => shownFor('staffEdit', error, UPDATE_FAILURE.fallback);

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
