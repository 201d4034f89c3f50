/** The guest book: what staff add to a guest (notes, allergies, tags) and how guests are searched. */
import { z } from 'zod';
import { ALLERGENS } from '../allergens';
import { GUEST_MESSAGES } from '../messages/guests';
import { optionalText } from './common';

const M = GUEST_MESSAGES;

export const GUEST_LIMITS = { notes: 1000, allergyNotes: 300, tag: 30, tags: 10 } as const;

/** The most guests a search answers (the most recent visits first); 'Clientes' says when the list is cut. */
export const GUEST_SEARCH_LIMIT = 50;

export const guestUpdateSchema = z.object({
  notes: optionalText(GUEST_LIMITS.notes, M.notes(GUEST_LIMITS.notes)),
  allergies: z.array(z.enum(ALLERGENS, { error: M.allergy }), { error: M.allergy }),
  allergyNotes: optionalText(GUEST_LIMITS.allergyNotes, M.allergyNotes(GUEST_LIMITS.allergyNotes)),
  tags: z
    .array(
      z
        .string({ error: M.tag(GUEST_LIMITS.tag) })
        .trim()
        .min(1, M.tag(GUEST_LIMITS.tag))
        .max(GUEST_LIMITS.tag, M.tag(GUEST_LIMITS.tag)),
      { error: M.tags(GUEST_LIMITS.tags) },
    )
    .max(GUEST_LIMITS.tags, M.tags(GUEST_LIMITS.tags))
    .transform((tags) => [...new Set(tags)]),
});
export type GuestUpdate = z.infer<typeof guestUpdateSchema>;

export const guestSearchSchema = z.object({ q: z.string({ error: M.query }).trim().max(100, M.query).default('') });

/** A guest who has missed this many bookings in the last twelve months (these days) is marked on the day's rows. */
export const NO_SHOW_RISK = { noShows: 2, days: 365 } as const;

/** The owner's choice for those guests: their online bookings arrive as 'Pendiente', for staff to confirm. */
export const noShowPolicySchema = z.object({ pendingAfterNoShows: z.boolean({ error: M.pendingAfterNoShows }) });
export type NoShowPolicy = z.infer<typeof noShowPolicySchema>;
