/**
 * The guest book: who each booking, request and walk-in is of. A guest is found by phone (its last
 * nine digits) or e-mail (lower case, spaces aside); the dashboard's placeholder contact is nobody's
 * (the rule is server/db/guest-links.ts, which data migrations use too). What the bookings say is
 * counted from them; staff's notes, allergies and tags live on the guest.
 */
import { sql } from 'drizzle-orm';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { guestLinks, type Contact, type ContactGiver } from '../db/guest-links';
import { guests, reservationAttempts, reservations } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A guest whose every booking and request has been anonymised (the retention period, an erasure)
 * holds nothing the venue may keep: the profile goes too, and the rows' link with it.
 */
export function forgetGuestsWithoutData(tx: Db | Tx): number {
  const live = (table: typeof reservations | typeof reservationAttempts) => sql`exists (select 1 from ${table} where ${table.guestId} = ${guests.id} and ${table.anonymisedAt} is null)`;
  return tx
    .delete(guests)
    .where(sql`not ${live(reservations)} and not ${live(reservationAttempts)}`)
    .run().changes;
}

export function createGuestBook(db: Db, clock: Clock) {
  const links = guestLinks(db);
  return {
    /** The guest a contact being stored belongs to (made now the first time); null for the placeholder contact. */
    link: (contact: Contact, by: ContactGiver): number | null => links.link(contact, by, clock().toISOString()),
  };
}

export type GuestBook = ReturnType<typeof createGuestBook>;
