import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import { PRIVACY_MESSAGES } from '../../shared/messages/privacy';
import type { Db } from '../db/open';
import { feedback, reservations } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a booking's or a request's personal fields become once their time is up or the diner asked. */
export const anonymised = (stamp: string) => ({
  customerName: PRIVACY_MESSAGES.anonymisedName,
  customerEmail: '',
  customerPhone: '',
  specialRequests: null,
  anonymisedAt: stamp,
});

/** A booking's, which also holds what the diner declared of the table's allergies (health data). */
export const anonymisedBooking = (stamp: string) => ({ ...anonymised(stamp), dinerAllergies: '[]', dinerAllergyNotes: null, dinerAllergiesAt: null });

/**
 * A guest's opinion goes with its booking: once the booking is anonymised, its comment (the guest's
 * own words) and its tie to the guest are removed; the scores stay for the venue's figures.
 */
export function anonymiseOpinions(tx: Db | Tx, stamp: string): number {
  const gone = tx.select({ id: reservations.id }).from(reservations).where(isNotNull(reservations.anonymisedAt));
  return tx
    .update(feedback)
    .set({ comment: null, guestId: null, anonymisedAt: stamp })
    .where(and(isNull(feedback.anonymisedAt), inArray(feedback.reservationId, gone)))
    .run().changes;
}
