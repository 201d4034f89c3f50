/** The likes cookie: set by the server, named in the cookie policy. */
export const VISITOR_COOKIE = 'visitor_id';
export const VISITOR_COOKIE_MAX_AGE_MS = 2 * 365 * 24 * 60 * 60 * 1000;

/**
 * The cookie choice, mirrored from local storage (where the specification keeps it) into a cookie
 * the server can read: a page drawn on the server shows the cookie banner only to a visitor who has
 * not chosen yet, so the banner paints with the page instead of after the scripts.
 */
export const CONSENT_COOKIE = 'cookie_choice';
export const CONSENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export type ConsentChoice = 'accepted' | 'technical-only';
export const isConsentChoice = (value: unknown): value is ConsentChoice => value === 'accepted' || value === 'technical-only';
