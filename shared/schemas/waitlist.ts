/**
 * The waiting list: a diner who found no table joins it from the booking form, a party at the door
 * is written down with the wait quoted, and a table that frees is offered to one entry at a time.
 */
import { z } from 'zod';
import { BOOKING_MESSAGES } from '../messages/booking';
import { WAITLIST_MESSAGES } from '../messages/waitlist';
import { serviceMinutes } from '../schedule';
import { gridTime } from './common';
import { dinerBookingFields, partySizeSchema, phoneSchema, reservationFields, sectionSchema } from './reservation';

const M = WAITLIST_MESSAGES;

/** 'Esperando', an offer out ('Oferta hasta 21:40', 'Mesa lista'), booked or seated, not taken in time, withdrawn. */
export const WAITLIST_STATES = ['waiting', 'offered', 'booked', 'expired', 'withdrawn'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/** A diner who joined from the web, or a party at the door staff wrote down. */
export const WAITLIST_KINDS = ['online', 'walk-in'] as const;
export type WaitlistKind = (typeof WAITLIST_KINDS)[number];

export const WAITLIST_ANSWERS = ['accept', 'decline'] as const;

/** The latest start a diner may accept: up to two hours after the one chosen. */
export const LATEST_START_MAX_MINUTES = 120;

/** A party at the door is told how long they would wait: between five minutes and three hours. */
export const QUOTED_MINUTES = { min: 5, max: 180 } as const;

/** How long a table is kept for a party at the door once staff tell them it is ready. */
export const WALK_IN_HOLD_MINUTES = 10;

/** The public form's request, before the clock's rules (the window, the day's starts), which the server checks. */
export const waitlistJoinSchema = dinerBookingFields
  .pick({ customerName: true, customerEmail: true, customerPhone: true, date: true, startTime: true, partySize: true, privacyAccepted: true })
  .extend({
    latestStart: gridTime(M.latestStart),
    /** null: 'Cualquier zona'. */
    preferredSection: sectionSchema.nullable(),
  })
  .superRefine((value, ctx) => {
    const after = serviceMinutes(value.latestStart) - serviceMinutes(value.startTime);
    if (after < 0 || after > LATEST_START_MAX_MINUTES) ctx.addIssue({ code: 'custom', path: ['latestStart'], message: M.latestStartRange });
  });
export type WaitlistJoin = z.infer<typeof waitlistJoinSchema>;

/** 'Apuntar en espera' at the door: who, how many, and the wait quoted. */
export const walkInWaitSchema = z.object({
  customerName: reservationFields.shape.customerName,
  customerPhone: phoneSchema,
  partySize: partySizeSchema,
  quotedMinutes: z.coerce.number({ error: M.quotedMinutes }).int(M.quotedMinutes).min(QUOTED_MINUTES.min, M.quotedMinutes).max(QUOTED_MINUTES.max, M.quotedMinutes),
});
export type WalkInWait = z.infer<typeof walkInWaitSchema>;

/** Staff's 'Ofrecer mesa' or 'Mesa lista': a start in the entry's window and a table or a combination free then. */
export const waitlistOfferSchema = z
  .object({
    startTime: gridTime(BOOKING_MESSAGES.startRequired),
    tableId: z.coerce.number({ error: BOOKING_MESSAGES.tableNumber }).int(BOOKING_MESSAGES.tableNumber).min(1, BOOKING_MESSAGES.tableNumber).nullish(),
    combinationId: z.coerce.number({ error: BOOKING_MESSAGES.tableNumber }).int(BOOKING_MESSAGES.tableNumber).min(1, BOOKING_MESSAGES.tableNumber).nullish(),
  })
  .refine((value) => (value.tableId == null) !== (value.combinationId == null), { path: ['tableId'], message: BOOKING_MESSAGES.tableNumber });
export type WaitlistOfferRequest = z.infer<typeof waitlistOfferSchema>;

export const waitlistAnswerSchema = z.object({ answer: z.enum(WAITLIST_ANSWERS, { error: M.answer }) });

export const waitlistTokenParams = z.object({ token: z.string({ error: M.invalidLink }).min(10, M.invalidLink).max(200, M.invalidLink) });
