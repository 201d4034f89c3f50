/**
 * Fair use of the public site, all in one place (docs/operations.md, "Security"). Counted per
 * client (server/http/client-key.ts: the address the trusted proxy or the tunnel reports, an IPv6
 * one by its /64): the forms' rates in SQLite, so a restart resets nothing, the per-minute bursts
 * in memory. `RATE_LIMITS=off` turns off exactly these, for load tests and benchmarks; the login
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
  name: 'booking' | 'request' | 'search' | 'like' | 'newLiker';
  windows: readonly Window[];
}

export const RATES = {
  /** Online bookings from one client. */
  booking: {
    name: 'booking',
    windows: [
      { max: 5, ms: HOUR },
      { max: 20, ms: DAY },
    ],
  },
  /** VIP and large-group requests from one client. */
  request: {
    name: 'request',
    windows: [
      { max: 5, ms: HOUR },
      { max: 20, ms: DAY },
    ],
  },
  /** 'Mis reservas' searches from one client. */
  search: { name: 'search', windows: [{ max: 10, ms: 10 * MINUTE }] },
  /** Likes from one address: diners at the venue share its Wi-Fi, so not one like per address. */
  like: { name: 'like', windows: [{ max: 30, ms: MINUTE }] },
  /**
   * Likes that make a new liker: a like without a visitor id this server gave out (one with a like
   * stored) would otherwise count as another person each time. A diner needs a new id only for
   * the first like on their phone, so ten an hour from the venue's one Wi-Fi address is ten new
   * diners liking a dish; a script gets no further.
   */
  newLiker: { name: 'newLiker', windows: [{ max: 10, ms: HOUR }] },
} as const satisfies Record<string, Rate>;

/**
 * Requests one client may make in a minute, whatever they ask for (server/fair-use/bursts.ts).
 * Sized for the venue's Wi-Fi, where every diner in the room shares one public address. When
 * forty diners open the menu from their tables' QR codes in the same minute, each loads one or two
 * pages (the app then moves between screens by itself), about ten API reads (sections, categories,
 * the dishes of a category pointed at, likes, a search as they type) and two pictures per dish in
 * view, some fifty: 80 pages, 400 calls and 2,000 pictures in all. Each limit leaves that crowd
 * room three times over or more; a script asking for hundreds of pages meets it within the minute.
 */
export const BURST_PER_MINUTE = {
  /** Pages the server draws, 20–30 ms each: one client can take at most an eighth of one core. */
  page: 300,
  /** /api calls without a staff session. */
  api: 1500,
  /** Menu pictures (/objects): each size is made once and then read from disk, but a menu shows dozens. */
  image: 6000,
} as const;

export type BurstKind = keyof typeof BURST_PER_MINUTE;

/** The longest window: hits older than this count for nothing and are forgotten. */
export const LONGEST_WINDOW_MS = DAY;

/** Live online bookings one e-mail, and one phone, may hold on one service day. */
export const LIVE_BOOKINGS_PER_CONTACT_AND_DAY = 2;

/** Messages the public forms may send one address in a day, and in all, in a day. */
export const MAIL_PER_RECIPIENT_AND_DAY = 3;
export const MAIL_PER_DAY = 200;
