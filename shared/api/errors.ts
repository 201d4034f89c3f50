/**
 * Every error code the API answers with, and its status. An answer that fails is always
 * `{ code, message }`: the screens decide by the code, and show the Spanish message.
 */
export const ERROR_STATUS = {
  /** The input broke a rule; the message names which. */
  'invalid-input': 400,
  /** A diner's booking longer than the owner allows online ('Duración de la mesa'): the message says until when. */
  'too-long': 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  /** No table is free for that party, date and time (or staff closed the slot). */
  'no-tables': 409,
  /** The table named is booked in that interval. */
  'table-taken': 409,
  /** The same e-mail already holds a booking that overlaps. */
  'duplicate-booking': 409,
  /** The same e-mail or phone already holds a live booking starting less than two hours from this one, on any date. */
  'nearby-booking': 409,
  /** An e-mail or a phone already holds the online bookings allowed on one day. */
  'contact-limit': 409,
  /** A signed upload address past its time. */
  gone: 410,
  'too-large': 413,
  'unsupported-media': 415,
  /** A Host this server does not answer to (a forgotten PUBLIC_URL). */
  misdirected: 421,
  /** Too many sign-in attempts or open live streams. */
  'too-many-requests': 429,
  /** The restaurant is closed that day or at that hour (the message says why, with the owner's note). */
  closed: 409,
  /** Online bookings are paused: the message says so, with the owner's note. */
  paused: 409,
  /** A staff booking on a closed date or past the pacing: sent again with `confirmed`, it is made. */
  'needs-confirmation': 409,
  /** A limit of fair use on a public form: the message says when to try again. */
  'fair-use': 429,
  internal: 500,
  /** The mail server refused the test message. */
  'mail-failed': 502,
  /** The database was busy: try again in a moment. */
  busy: 503,
  /** This computer's disk filled up receiving or unpacking an imported copy. */
  'disk-full': 507,
} as const;

export type ApiErrorCode = keyof typeof ERROR_STATUS;

/** The body of every failed answer. */
export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
}

export const isApiErrorCode = (value: unknown): value is ApiErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
