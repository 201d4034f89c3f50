/**
 * The profile form's rules, kept apart from the screen: adding a tag as the server will store it
 * (trimmed, once whatever its case, within the limits), and what became of a booking in the history.
 */
import { GUEST_MESSAGES } from '../../../../../shared/messages/guests';
import { GUEST_LIMITS } from '../../../../../shared/schemas/guests';
import type { GuestProfile } from '../../../../../shared/types';
import { GUESTS } from './copy';

export type TagsAdded = { ok: true; tags: string[] } | { ok: false; error: string };

export function addTag(tags: readonly string[], typed: string): TagsAdded {
  const tag = typed.trim().replace(/\s+/g, ' ');
  if (!tag || tag.length > GUEST_LIMITS.tag) return { ok: false, error: GUEST_MESSAGES.tag(GUEST_LIMITS.tag) };
  if (tags.some((kept) => kept.toLocaleLowerCase('es') === tag.toLocaleLowerCase('es'))) return { ok: true, tags: [...tags] };
  if (tags.length >= GUEST_LIMITS.tags) return { ok: false, error: GUEST_MESSAGES.tags(GUEST_LIMITS.tags) };
  return { ok: true, tags: [...tags, tag] };
}

/** A guest's nine-digit phone as people read it: '612 345 678'. */
export const spacedPhone = (digits: string): string => digits.replace(/(\d{3})(?=\d)/g, '$1 ');

type HistoryBooking = Pick<GuestProfile['bookings'][number], 'date' | 'status' | 'hasArrived'>;

/** 'Vino', 'No se presentó', 'Cancelada', 'Prevista' (today or later) or 'Sin llegada marcada' (past, never marked). */
export function bookingOutcome(booking: HistoryBooking, today: string): string {
  const words = GUESTS.profile.outcome;
  if (booking.status === 'cancelled') return words.cancelled;
  if (booking.status === 'no-show') return words.noShow;
  if (booking.hasArrived) return words.came;
  return booking.date >= today ? words.expected : words.unmarked;
}
