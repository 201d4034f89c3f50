/**
 * Personal data with an end: how long the diners' names, contacts and requests are kept, and how
 * staff find one diner's data to export or erase it.
 */
import { z } from 'zod';
import { isStaffEmail, isStaffPhone } from '../contact-keys';
import { PRIVACY_MESSAGES } from '../messages/privacy';
import { BOOKING_MESSAGES } from '../messages/booking';

const M = PRIVACY_MESSAGES;

export const RETENTION_MONTHS = { min: 3, max: 120, default: 24 } as const;
/** A sent message's text, HTML and calendar file are deleted this long after sending. */
export const MAIL_BODY_DAYS = 30;

export const privacySettingsSchema = z.object({
  retentionMonths: z.coerce
    .number({ error: M.retention(RETENTION_MONTHS.min, RETENTION_MONTHS.max) })
    .int(M.retention(RETENTION_MONTHS.min, RETENTION_MONTHS.max))
    .min(RETENTION_MONTHS.min, M.retention(RETENTION_MONTHS.min, RETENTION_MONTHS.max))
    .max(RETENTION_MONTHS.max, M.retention(RETENTION_MONTHS.min, RETENTION_MONTHS.max)),
});

export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** What the privacy policy states, for anyone. */
export const privacyTermsSchema = z.object({
  retentionMonths: z.number(),
  mailBodyDays: z.number(),
});
export type PrivacyTerms = z.infer<typeof privacyTermsSchema>;

/** What one night's retention, or a save of the setting, removed. */
export const retentionResultSchema = z.object({
  reservations: z.number(),
  requests: z.number(),
  messageBodies: z.number(),
  messages: z.number(),
  /** Entries of the waiting list of dates already past. */
  waitlist: z.number(),
});
export type RetentionResult = z.infer<typeof retentionResultSchema>;

/** One diner, by e-mail or by phone (shared/contact-keys.ts compares them). */
export const guestQuerySchema = z.union(
  [
    z.object({
      email: z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.email(BOOKING_MESSAGES.email))
        .refine((value) => !isStaffEmail(value), M.staffPlaceholder),
      phone: z.undefined().optional(),
    }),
    z.object({
      phone: z
        .string()
        .trim()
        .refine((value) => value.replace(/\D/g, '').length >= 9, BOOKING_MESSAGES.phone)
        // The dashboard's placeholder matches every booking made without a phone.
        .refine((value) => !isStaffPhone(value), M.staffPlaceholder),
      email: z.undefined().optional(),
    }),
  ],
  { error: M.contactRequired },
);

export type GuestQuery = z.infer<typeof guestQuerySchema>;

/** What an erasure removed. */
export const erasureResultSchema = z.object({
  reservations: z.number(),
  requests: z.number(),
  messages: z.number(),
  /** Entries of the waiting list. */
  waitlist: z.number(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;
