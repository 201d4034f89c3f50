import { z } from 'zod';
import { BOOKING_MESSAGES } from '../messages/booking';
import { HTTP_MESSAGES } from '../messages/http';
import { TIME_PATTERN } from '../schedule';

// Spanish defaults for any issue a schema does not word itself.
z.config(z.locales.es());

/** 'YYYY-MM-DD', a day that exists (zod's ISO date: the document shows `format: date`). */
export const calendarDate = (message: string = BOOKING_MESSAGES.dateInvalid) => z.iso.date({ error: message });

/** 'HH:MM' on the half-hour grid (a pattern, so the document shows it). */
export const gridTime = (message: string) => z.string({ error: message }).regex(TIME_PATTERN, message);

/** Integer ids in paths and bodies; path parameters arrive as text, and only plain digits count. */
export const numericId = z
  .union([z.number(), z.string().regex(/^[1-9]\d{0,15}$/, HTTP_MESSAGES.invalidId)], { error: HTTP_MESSAGES.invalidId })
  .transform(Number)
  .pipe(z.number().int(HTTP_MESSAGES.invalidId).positive(HTTP_MESSAGES.invalidId).max(Number.MAX_SAFE_INTEGER, HTTP_MESSAGES.invalidId));

export const idParams = z.object({ id: numericId });

export const uuidParams = (message: string) => z.object({ id: z.uuid(message) });

/** A photo stored by this server's image pipeline: its path, never an address from elsewhere. */
export const OWN_UPLOAD_PATH = /^\/objects\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Optional free text: blank becomes null so "no description" has one representation. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));
