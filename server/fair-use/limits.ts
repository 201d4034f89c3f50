/**
 * Fair use of the public forms, all in one place (README, "Safe on the internet"). Counted per
 * client address, as the trusted proxy or the tunnel reports it, in SQLite, so a restart resets
 * nothing. `RATE_LIMITS=off` turns off exactly these, for load tests and benchmarks; the login
 * limit (server/auth/login-limiter.ts) always stays on.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Window {
  max: number;
  ms: number;
}

/** A rate a client may not pass: every window must have room for one more. */
export interface Rate {
  /** The bucket the hits are counted in. */
  name: 'booking' | 'request' | 'search' | 'like';
  windows: readonly Window[];
}

export const RATES = {
  /** Online bookings from one client. */
  booking: { name: 'booking', windows: [{ max: 5, ms: HOUR }, { max: 20, ms: DAY }] },
  /** VIP and large-group requests from one client. */
  request: { name: 'request', windows: [{ max: 5, ms: HOUR }, { max: 20, ms: DAY }] },
  /** 'Mis reservas' searches from one client. */
  search: { name: 'search', windows: [{ max: 10, ms: 10 * MINUTE }] },
  /** Likes from one address: diners at the venue share its Wi-Fi, so not one like per address. */
  like: { name: 'like', windows: [{ max: 30, ms: MINUTE }] },
} as const satisfies Record<string, Rate>;

/** The longest window: hits older than this count for nothing and are forgotten. */
export const LONGEST_WINDOW_MS = DAY;

/** Live online bookings one e-mail, and one phone, may hold on one service day. */
export const LIVE_BOOKINGS_PER_CONTACT_AND_DAY = 2;

/** Messages the public forms may send one address in a day, and in all, in a day. */
export const MAIL_PER_RECIPIENT_AND_DAY = 3;
export const MAIL_PER_DAY = 200;
