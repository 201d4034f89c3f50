/**
 * The form's validation: the shared diner schema (the server's own rules), its issues turned into
 * the form's field errors. Loaded on first use (chunks.ts), as zod is most of its weight.
 */
import type { FieldErrors, ResolverResult } from 'react-hook-form';
import type { Calendar } from '../../../../../shared/calendar';
import { BOOKING_MESSAGES } from '../../../../../shared/messages/booking';
import { dinerBookingSchema } from '../../../../../shared/schemas/reservation';
import { EMPTY_BOOKING, isOpenEnded, toReservationRequest, type BookingFormValues, type ReservationRequest } from './booking-form';

const M = BOOKING_MESSAGES;

/** The schema's "not bookable online" verdicts: the form answers them with the contact dialog. */
const ROUTED_TO_CONTACT = new Set<string>([M.vipByContact, M.largeGroupByContact]);

type FieldName = keyof BookingFormValues;

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_BOOKING));

/** Request fields derived from a form field report under that field. */
const DERIVED_FROM: Record<string, FieldName> = { time: 'startTime', endDate: 'endTime' };

function fieldOf(path: readonly PropertyKey[]): FieldName | 'root' {
  const key = String(path[0] ?? '');
  if (FORM_FIELDS.has(key)) return key as FieldName;
  return DERIVED_FROM[key] ?? 'root';
}

type BookingValidation = ResolverResult<BookingFormValues, ReservationRequest>;

/** Judged by the venue's calendar, at the diner's clock read now (a page left open past 03:00 notices). */
export function validateBooking(values: BookingFormValues, calendar?: Calendar, longestOnline: number | null = null): BookingValidation {
  const request = toReservationRequest(values);
  const parsed = dinerBookingSchema(
    () => new Date(),
    calendar && (() => calendar),
    () => longestOnline,
  ).safeParse(request);
  const issues = parsed.success ? [] : parsed.error.issues.filter((issue) => !ROUTED_TO_CONTACT.has(issue.message));
  const sizeMissing = isOpenEnded(values.partySize) && !values.groupSize;
  if (issues.length === 0 && !sizeMissing) return { values: request, errors: {} };
  const errors: FieldErrors<BookingFormValues> = {};
  if (sizeMissing) errors.groupSize = { type: 'custom', message: M.groupSize };
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    const error = { type: issue.code, message: issue.message };
    // The first issue of a field is the one to fix first ('Por favor selecciona una fecha.' before the window rule).
    if (field === 'root') errors.root ??= error;
    else errors[field] ??= error;
  }
  return { values: {}, errors };
}
