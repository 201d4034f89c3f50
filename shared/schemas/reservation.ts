import { z } from 'zod';
import { STAFF_SOURCES } from '../booking-source';
import { isStaffEmail, isStaffPhone } from '../contact-keys';
import { DEFAULT_CALENDAR, type Calendar } from '../calendar';
import { TURN_TIME_MESSAGES } from '../messages/turn-times';
import { latestOnlineEnd } from '../turn-times';
import { BOOKING_MESSAGES } from '../messages/booking';
import { RESERVATION_MESSAGES } from '../messages/reservation';
import { SEARCH_MESSAGES } from '../messages/search';
import { RESERVATION_STATUSES } from '../reservation-status';
import { contactReason, isOnlineSection, PARTY_SIZE_MAX, PARTY_SIZE_MIN, SECTIONS } from '../sections';
import { endTimes, isConsistentEndDate, isInBookingWindow, isValidStaffRange, startTimes } from '../schedule';
import { calendarDate, gridTime, optionalText } from './common';
import { JOINED_FOR_BOOKING_MESSAGE, joinedTableIds } from './joined-tables';

const M = BOOKING_MESSAGES;

/** Typed as text on the way in (screens hold zones as text); only the venue's zones pass. */
export const sectionSchema = z.string({ error: M.section }).pipe(z.enum(SECTIONS, { error: M.section }));

export const partySizeSchema = z.coerce.number({ error: M.partyMin }).int(M.partyMin).min(PARTY_SIZE_MIN, M.partyMin).max(PARTY_SIZE_MAX, M.partyMax);

export const phoneSchema = z
  .string({ error: M.phone })
  .trim()
  // `*`, not `+`: an empty phone is "too short" (the message diners expect), not "invalid characters".
  .regex(/^\+?[\d ]*$/, M.phoneInvalid)
  .refine((value) => value.replace(/\D/g, '').length >= 9, M.phone)
  .refine((value) => value.replace(/\D/g, '').length <= 15, M.phoneInvalid);

export const tableNumberSchema = z.coerce.number({ error: M.tableNumber }).int(M.tableNumber).min(1, M.tableNumber).max(999, M.tableNumber);

/** Fields every booking carries, whoever makes it. */
export const reservationFields = z.object({
  customerName: z.string({ error: M.name }).trim().min(2, M.name).max(100, M.nameTooLong),
  customerEmail: z.string({ error: M.email }).trim().toLowerCase().pipe(z.email(M.email)),
  customerPhone: phoneSchema,
  date: calendarDate(M.missingDate),
  endDate: calendarDate().nullish(),
  startTime: gridTime(M.startRequired),
  endTime: gridTime(M.endRequired),
  time: gridTime(M.startRequired).optional(),
  tableId: z.coerce.number({ error: M.tableNumber }).int().min(1, M.tableNumber).nullish(),
  tableNumber: tableNumberSchema.nullish(),
  /** Staff only: the party sits at a combination ('Mesa 3 + 4'), or at 2-4 tables joined for it, instead of one table. */
  combinationId: z.coerce.number({ error: M.tableNumber }).int(M.tableNumber).min(1, M.tableNumber).nullish(),
  tableIds: joinedTableIds(JOINED_FOR_BOOKING_MESSAGE).nullish(),
  preferredSection: sectionSchema,
  partySize: partySizeSchema,
  specialRequests: optionalText(500, M.specialRequestsTooLong),
});

export type ReservationFields = z.infer<typeof reservationFields>;

type BookedRange = Pick<ReservationFields, 'date' | 'endDate' | 'startTime' | 'endTime' | 'time'>;

/** `time` and `endDate` are derived from the other fields; when sent they must agree with them. */
function checkConsistency(value: BookedRange, ctx: z.core.$RefinementCtx<unknown>): void {
  if (value.time !== undefined && value.time !== value.startTime) {
    ctx.addIssue({ code: 'custom', path: ['time'], message: M.timeMismatch });
  }
  if (!isConsistentEndDate(value.endDate, value.date, value.startTime, value.endTime)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endDateMismatch });
  }
}

/** A diner's own e-mail and phone: never the placeholder staff type when a booking has no contact. */
const dinerEmail = reservationFields.shape.customerEmail.refine((email) => !isStaffEmail(email), M.placeholderEmail);
const dinerPhone = phoneSchema.refine((phone) => !isStaffPhone(phone), M.placeholderPhone);

/** A diner's booking's fields, before the clock's rules: what the contract declares. */
export const dinerBookingFields = reservationFields.extend({
  customerEmail: dinerEmail,
  customerPhone: dinerPhone,
  privacyAccepted: z.literal(true, { error: M.privacy }),
  isAdminAction: z.literal(false).optional(),
});

/**
 * A diner's booking as the public form sends it, judged at the clock's `now`: the 30-day window,
 * the weekday's start and end lists without past times (no end past the owner's longest online
 * booking), and the sections and party sizes that can be booked online. Built once per clock; the clock is read on every check.
 */
export function dinerBookingSchema(clock: () => Date, calendar: () => Calendar = () => DEFAULT_CALENDAR, maxOnlineMinutes: () => number | null = () => null) {
  return dinerBookingFields.superRefine((value, ctx) => {
    const now = clock();
    const hours = calendar();
    const longest = maxOnlineMinutes();
    if (!isInBookingWindow(value.date, now)) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: M.dateWindow });
      return;
    }
    if (!startTimes(value.date, now, hours).includes(value.startTime)) {
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: M.startUnavailable });
      return;
    }
    if (!endTimes(value.date, value.startTime, hours, longest).includes(value.endTime)) {
      // An end the day allows but the owner's longest online booking does not says until when it may be.
      const latest = latestOnlineEnd(value.date, value.startTime, value.endTime, hours, longest);
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: latest ? TURN_TIME_MESSAGES.tooLongOnline(latest) : M.endInvalid });
      return;
    }
    checkConsistency(value, ctx);
    if (value.tableId != null || value.tableNumber != null || value.combinationId != null || value.tableIds != null) {
      // The server chooses the table for diners; only staff may name one.
      ctx.addIssue({ code: 'custom', path: ['tableId'], message: M.tableNumber });
    }
    const reason = contactReason(value.preferredSection, value.partySize);
    if (reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['preferredSection'],
        message: reason === 'vip' ? M.vipByContact : M.largeGroupByContact,
      });
    } else if (!isOnlineSection(value.preferredSection)) {
      ctx.addIssue({ code: 'custom', path: ['preferredSection'], message: M.sectionNotOnline });
    }
  });
}

function checkStaffRange(value: Pick<ReservationFields, 'startTime' | 'endTime'>, ctx: z.core.$RefinementCtx<unknown>): void {
  if (!isValidStaffRange(value.startTime, value.endTime)) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: M.staffRange });
  }
}

/**
 * A booking made from the dashboard: any date, the staff slot list, and optionally a named table.
 * On a closed date or past the pacing it is made once `confirmed` (the dialog asked).
 */
export const staffBookingSchema = reservationFields
  .extend({
    isAdminAction: z.literal(true),
    confirmed: z.boolean({ error: M.confirmed }).optional(),
    /** 'Sentar ahora': a walk-in is seated as it is booked. */
    seated: z.boolean({ error: M.seated }).optional(),
    /** Phoned or typed in ('staff', the default), a walk-in, or a request turned into a booking. */
    source: z.enum(STAFF_SOURCES, { error: M.source }).optional(),
  })
  .superRefine((value, ctx) => {
    checkStaffRange(value, ctx);
    checkConsistency(value, ctx);
  });

/** A staff edit: any subset of the booking's fields; the merged result is checked again. */
export const reservationUpdateSchema = reservationFields
  .extend({
    hasArrived: z.boolean().optional(),
    status: z.enum(RESERVATION_STATUSES).optional(),
  })
  .partial();

export type ReservationUpdate = z.infer<typeof reservationUpdateSchema>;
export type ReservationUpdateInput = z.input<typeof reservationUpdateSchema>;

/**
 * An edited booking's times: the stored fields merged with the edit, plus the `time` and `endDate`
 * the edit sent (the stored endDate may belong to the old times, so only a sent one is judged).
 */
export const editedRangeSchema = z.object({ date: z.string(), startTime: z.string(), endTime: z.string(), endDate: z.string().nullish(), time: z.string().optional() }).superRefine((value, ctx) => {
  checkStaffRange(value, ctx);
  checkConsistency(value, ctx);
});

export const checkinSchema = z.object({
  hasArrived: z.boolean({ error: RESERVATION_MESSAGES.hasArrived }).default(true),
});

/** 'Ido', and its undo ('Deshacer' under 'Se han ido'); no body is a departure. */
export const checkoutSchema = z
  .object({ hasLeft: z.boolean({ error: RESERVATION_MESSAGES.hasLeft }).default(true) })
  .optional()
  .transform((body) => body ?? { hasLeft: true });

export const noShowSchema = z.object({
  noShow: z.boolean({ error: RESERVATION_MESSAGES.noShowFlag }),
});

export const searchSchema = z.object({
  email: z
    .string({ error: SEARCH_MESSAGES.emailRequired })
    .trim()
    .min(1, SEARCH_MESSAGES.emailRequired)
    .toLowerCase()
    .refine((email) => !isStaffEmail(email), M.placeholderEmail),
  confirmationNumber: z.string({ error: SEARCH_MESSAGES.confirmationRequired }).trim().min(1, SEARCH_MESSAGES.confirmationRequired).toUpperCase(),
});

/**
 * What a diner's cancel carries: the booking's e-mail and number. Read leniently, so a missing or
 * wrong pair is the same 404 as a booking that does not exist, saying nothing of which it was.
 */
export const bookingProofSchema = z.object({
  email: z.string().trim().toLowerCase().default(''),
  confirmationNumber: z.string().trim().toUpperCase().default(''),
});

/** A confirmation e-mail's 'Mis reservas' link: the signed token that opens its booking. */
export const bookingLinkSchema = z.object({
  token: z.string({ error: SEARCH_MESSAGES.linkInvalid }).min(10, SEARCH_MESSAGES.linkInvalid).max(200, SEARCH_MESSAGES.linkInvalid),
});

export const reservationAttemptSchema = z.object({
  customerName: reservationFields.shape.customerName,
  customerEmail: dinerEmail,
  customerPhone: dinerPhone,
  date: calendarDate(M.missingDate),
  startTime: gridTime(M.startRequired),
  endTime: gridTime(M.endRequired),
  partySize: partySizeSchema,
  preferredSection: sectionSchema,
  specialRequests: optionalText(500, M.specialRequestsTooLong),
});

/** The longest message staff may add to a declined request's e-mail. */
export const DECLINE_MESSAGE_MAX = 1000;

/** 'Rechazar' on a VIP or group request: staff's own words to the diner, if any, go into the e-mail. */
export const declineRequestSchema = z.object({
  message: optionalText(DECLINE_MESSAGE_MAX, RESERVATION_MESSAGES.declineMessageTooLong(DECLINE_MESSAGE_MAX)),
});

export const rangeParamsSchema = z.object({
  date: calendarDate(),
  startTime: gridTime(M.startRequired),
  endTime: gridTime(M.endRequired),
});

export const rangeQuerySchema = z.object({
  partySize: partySizeSchema.optional(),
  preferredSection: sectionSchema.optional(),
  excludeReservation: z.uuid(RESERVATION_MESSAGES.invalidId).optional(),
});

export const dateParamsSchema = z.object({ date: calendarDate() });

/** A list of one date, or of all dates when none is given. */
export const dayQuerySchema = z.object({ date: calendarDate().optional() });
