/**
 * Joining the waiting list from a full slot: the latest starts a diner may accept, the request
 * POST /api/waitlist takes, checked by the server's own schema, and its refusals placed under their fields.
 */
import type { FieldErrors, ResolverResult } from 'react-hook-form';
import { serviceMinutes } from '../../../../../../shared/schedule';
import { LATEST_START_MAX_MINUTES, waitlistJoinSchema, type WaitlistJoin } from '../../../../../../shared/schemas/waitlist';
import { ApiError } from '../../../../lib/api';
import { failureDetail } from '../../../../lib/failure-messages';
import type { BookingFormValues } from '../booking-form';
import { WAITLIST } from './copy';

/** The full slot the diner asks to wait for, as the booking form has it when the dialog opens. */
export interface WaitlistRequest {
  date: string;
  startTime: string;
  preferredSection: string;
  partySize: number;
  /** The day's starts still ahead, as the form offers them. */
  starts: string[];
  /** What the diner has typed in the booking form already. */
  contact: Pick<BookingFormValues, 'customerName' | 'customerPhone' | 'customerEmail'>;
}

export interface WaitlistValues {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  latestStart: string;
  /** The zone asked, or '' for 'Cualquier zona'. */
  preferredSection: string;
  privacyAccepted: boolean;
}

type WaitlistField = keyof WaitlistValues;

const FIELDS = new Set<string>(['customerName', 'customerPhone', 'customerEmail', 'latestStart', 'preferredSection', 'privacyAccepted'] satisfies WaitlistField[]);

/** 'Hasta qué hora podrías empezar': the start asked and each later start of the day up to two hours after it. */
export function latestStartChoices(startTime: string, starts: readonly string[]): string[] {
  const from = serviceMinutes(startTime);
  return starts.filter((time) => serviceMinutes(time) >= from && serviceMinutes(time) - from <= LATEST_START_MAX_MINUTES);
}

/** The dialog as it opens: the contact already typed, only the start asked, only the zone asked. */
export function waitlistDefaults(request: WaitlistRequest): WaitlistValues {
  return { ...request.contact, latestStart: request.startTime, preferredSection: request.preferredSection, privacyAccepted: false };
}

/** The body of POST /api/waitlist; `preferredSection` null means any zone. */
export function toJoinRequest(request: WaitlistRequest, values: WaitlistValues) {
  return {
    customerName: values.customerName,
    customerEmail: values.customerEmail,
    customerPhone: values.customerPhone,
    date: request.date,
    startTime: request.startTime,
    latestStart: values.latestStart,
    partySize: request.partySize,
    preferredSection: values.preferredSection || null,
    privacyAccepted: values.privacyAccepted,
  };
}

const fieldOf = (path: string): WaitlistField | 'root' => (FIELDS.has(path) ? (path as WaitlistField) : 'root');

/** Rules broken, by field: the first of each, which is the one to fix first; the rest ('root') under the form. */
function errorsOf(issues: readonly { path: string; message: string }[]): FieldErrors<WaitlistValues> {
  const errors: FieldErrors<WaitlistValues> = {};
  for (const { path, message } of issues) {
    const field = fieldOf(path);
    const error = { type: 'rule', message };
    if (field === 'root') errors.root ??= error;
    else errors[field] ??= error;
  }
  return errors;
}

/** The form checked by the schema the server judges the request by. */
export function validateWaitlist(request: WaitlistRequest, values: WaitlistValues): ResolverResult<WaitlistValues, WaitlistJoin> {
  const parsed = waitlistJoinSchema.safeParse(toJoinRequest(request, values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  return { values: {}, errors: errorsOf(parsed.error.issues.map((issue) => ({ path: String(issue.path[0] ?? ''), message: issue.message }))) };
}

/**
 * What a refused request shows: the schema's rules under their fields; otherwise the server's own
 * words under the form (already waiting that day, the fair-use limit, a day closed meanwhile), or,
 * with no answer of the server's, that it could not be sent.
 */
export function joinFailure(error: unknown): FieldErrors<WaitlistValues> {
  if (error instanceof ApiError && error.issues.length > 0) return errorsOf(error.issues);
  return errorsOf([{ path: '', message: failureDetail(error) ?? WAITLIST.failed }]);
}
