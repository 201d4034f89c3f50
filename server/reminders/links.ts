/**
 * A reminder's two links, 'Confirmo que iré' and 'No podré ir': booking tokens (reservations/
 * booking-links.ts) whose purpose is the answer, so neither names the booking nor turns into the other.
 */
import type { ReminderAnswer } from '../../shared/schemas/reminders';
import type { BookingLinkPurpose, BookingLinks } from '../reservations';

const ANSWER_PURPOSES: Record<ReminderAnswer, BookingLinkPurpose> = { confirm: 'si', cancel: 'no' };

export function createReminderLinks(links: BookingLinks) {
  return {
    token: (id: string, answer: ReminderAnswer): string => links.token(id, ANSWER_PURPOSES[answer]),
    /** The booking and answer a token names, or null for one not signed here or not a reminder's. */
    read(token: string): { id: string; answer: ReminderAnswer } | null {
      const link = links.read(token);
      const answer = (Object.keys(ANSWER_PURPOSES) as ReminderAnswer[]).find((candidate) => ANSWER_PURPOSES[candidate] === link?.purpose);
      return link && answer ? { id: link.id, answer } : null;
    },
  };
}
