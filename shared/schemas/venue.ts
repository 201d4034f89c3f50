/**
 * The venue's public details as the owner edits them on 'Ajustes': what the header, hero, footer,
 * contact dialog, legal pages and e-mails show. Stored as one settings row, checked on the way in.
 * The hours are the calendar's (shared/opening-hours.ts), not typed here.
 */
import { z } from 'zod';
import { VENUE_MESSAGES } from '../messages/venue';
import { OWN_UPLOAD_PATH } from './common';

const M = VENUE_MESSAGES;

export const VENUE_NAME_MAX = 80;
export const VENUE_DESCRIPTION_MAX = 300;
export const VENUE_REGISTRY_MAX = 300;
const LINE_MAX = 120;

const text = (message: string, max = LINE_MAX) => z.string({ error: message }).trim().min(1, message).max(max, message);
const email = (message: string) => z.string({ error: message }).trim().toLowerCase().pipe(z.email(message));
const link = z
  .string({ error: M.link })
  .trim()
  .pipe(z.url({ protocol: /^https$/, error: M.link }));

/** Nine Spanish digits, or an international number starting with +; spaces allowed, as people write them. */
const phone = z
  .string({ error: M.phone })
  .trim()
  .regex(/^(\+\d[\d ]{7,17}|[\d ]{9,13})$/, M.phone)
  .refine((value) => value.startsWith('+') || value.replace(/\D/g, '').length === 9, M.phone);

export const venueDetailsSchema = z.object({
  name: text(M.name(VENUE_NAME_MAX), VENUE_NAME_MAX),
  description: z
    .string({ error: M.description(VENUE_DESCRIPTION_MAX) })
    .trim()
    .max(VENUE_DESCRIPTION_MAX, M.description(VENUE_DESCRIPTION_MAX)),
  legalName: text(M.legalName),
  taxId: z
    .string({ error: M.taxId })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]\d{7}[A-Z0-9]$/, M.taxId),
  registry: z
    .string({ error: M.registry(VENUE_REGISTRY_MAX) })
    .trim()
    .max(VENUE_REGISTRY_MAX, M.registry(VENUE_REGISTRY_MAX)),
  address: z.object({
    street: text(M.street),
    postalCode: z
      .string({ error: M.postalCode })
      .trim()
      .regex(/^\d{5}$/, M.postalCode),
    city: text(M.city),
    province: text(M.province),
  }),
  phone,
  email: email(M.email),
  dataProtectionEmail: email(M.dataProtectionEmail),
  whatsapp: z
    .string({ error: M.whatsapp })
    .trim()
    .regex(/^[1-9]\d{7,14}$/, M.whatsapp),
  links: z.object({ reviews: link, photos: link }),
  // '' is what the form's photo field holds for "none", as with the menu's photos.
  heroImageUrl: z
    .string({ error: M.heroImage })
    .refine((value) => value === '' || OWN_UPLOAD_PATH.test(value), M.heroImage)
    .nullable()
    .transform((value) => value || null),
});

export type VenueDetails = z.infer<typeof venueDetailsSchema>;
