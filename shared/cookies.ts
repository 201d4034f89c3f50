/** The likes cookie: set by the server, named in the cookie policy. */
export const VISITOR_COOKIE = 'visitor_id';
export const VISITOR_COOKIE_MAX_AGE_MS = 2 * 365 * 24 * 60 * 60 * 1000;
