/**
 * How one diner is recognised across bookings: an e-mail whatever its case and spaces, a phone by
 * its last nine digits (a Spanish number with or without +34 or 0034). The guest book, the phone's
 * per-day cap, the privacy export and erasure compare contacts this way; the e-mail caps compare
 * the mailbox an address reaches instead, `+tags` and Gmail's dots aside (server/db/mailbox.ts).
 * Queries read stored contacts with SQL twins of these keys (`phoneKeyOf`, `emailKeyOf`), held to
 * them on one table of cases by server/db/shared-rules.test.ts.
 */
const PHONE_DIGITS = 9;

/** What dashboard bookings carry when staff type no contact: no diner's, so never a guest's. */
export const STAFF_CONTACT = { customerEmail: 'admin@restaurante.local', customerPhone: '000000000' } as const;

export const emailKey = (email: string): string => email.trim().toLowerCase();

export const phoneKey = (phone: string): string => phone.replace(/\D/g, '').slice(-PHONE_DIGITS);

/** Whether a contact is the dashboard's placeholder, not a diner's: never written to, called or shown as theirs. */
export const isStaffEmail = (email: string): boolean => emailKey(email) === STAFF_CONTACT.customerEmail;
export const isStaffPhone = (phone: string): boolean => phoneKey(phone) === phoneKey(STAFF_CONTACT.customerPhone);
