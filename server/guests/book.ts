/**
 * The guest book: who each booking, request and walk-in is of. A guest is found by phone (its last
 * nine digits) or e-mail (lower case, spaces aside); the dashboard's placeholder contact is nobody's.
 * What the bookings say is counted from them; staff's notes, allergies and tags live on the guest.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { emailKey, isStaffEmail, isStaffPhone, phoneKey } from '../../shared/contact-keys';
import { foldText } from '../../shared/search-text';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { guests, reservationAttempts, reservations } from '../db/schema';

const p = sql.placeholder;

export interface Contact {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
}

/** A contact's keys, without the dashboard's placeholder (a booking typed in with no contact). */
export function contactKeys({ customerEmail, customerPhone }: Pick<Contact, 'customerEmail' | 'customerPhone'>): { phone: string | null; email: string | null } {
  const phone = isStaffPhone(customerPhone) ? '' : phoneKey(customerPhone);
  const email = isStaffEmail(customerEmail) ? '' : emailKey(customerEmail);
  return { phone: phone || null, email: email || null };
}

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
  const byPhone = db
    .select({ id: guests.id, phoneKey: guests.phoneKey, emailKey: guests.emailKey })
    .from(guests)
    .where(eq(guests.phoneKey, p('key')))
    .prepare();
  const byEmail = db
    .select({ id: guests.id, phoneKey: guests.phoneKey, emailKey: guests.emailKey })
    .from(guests)
    .where(eq(guests.emailKey, p('key')))
    .prepare();
  const keyTaken = (column: typeof guests.phoneKey | typeof guests.emailKey, key: string) => db.select({ id: guests.id }).from(guests).where(eq(column, key)).get() !== undefined;

  /**
   * The guest a contact belongs to, made the first time; the phone decides when phone and e-mail
   * point at two guests. Given by staff, a key the guest lacked is added when no other guest holds
   * it. A diner's own form proves neither contact, so it never adds to a card that exists: a
   * stranger's e-mail beside a regular's phone must not join the regular's card.
   */
  function link(contact: Contact, by: 'diner' | 'staff'): number | null {
    const { phone, email } = contactKeys(contact);
    if (!phone && !email) return null;
    const found = (phone ? byPhone.get({ key: phone }) : undefined) ?? (email ? byEmail.get({ key: email }) : undefined);
    const now = clock().toISOString();
    if (!found) {
      return db
        .insert(guests)
        .values({ name: contact.customerName.trim(), nameKey: foldText(contact.customerName), phoneKey: phone, emailKey: email, createdAt: now, updatedAt: now })
        .returning({ id: guests.id })
        .get().id;
    }
    if (by === 'diner') return found.id;
    const missing = {
      ...(phone && !found.phoneKey && !keyTaken(guests.phoneKey, phone) ? { phoneKey: phone } : {}),
      ...(email && !found.emailKey && !keyTaken(guests.emailKey, email) ? { emailKey: email } : {}),
    };
    if (Object.keys(missing).length > 0)
      db.update(guests)
        .set({ ...missing, updatedAt: now })
        .where(eq(guests.id, found.id))
        .run();
    return found.id;
  }

  return {
    link,

    /** Folds the names of guests stored before searches compared folded names (migration 0011); run at every start. */
    foldNames(): number {
      const rows = db.select({ id: guests.id, name: guests.name }).from(guests).where(eq(guests.nameKey, '')).all();
      db.transaction(() => {
        for (const row of rows)
          db.update(guests)
            .set({ nameKey: foldText(row.name) })
            .where(eq(guests.id, row.id))
            .run();
      });
      return rows.length;
    },

    /**
     * Links the bookings and requests stored before the guest book, or while a contact was not yet
     * known: run at every start, so a database from before the migration is linked on its first.
     * Anonymised rows hold no contact to link. Answers how many rows were linked.
     */
    linkUnlinked(): number {
      return db.transaction(() => {
        let linked = 0;
        for (const table of [reservations, reservationAttempts]) {
          // A request is always the diner's own; a booking is staff's when made from the dashboard.
          const byStaff = table === reservations ? sql<number>`${reservations.isAdminAction}` : sql<number>`0`;
          const rows = db
            .select({ id: table.id, customerName: table.customerName, customerEmail: table.customerEmail, customerPhone: table.customerPhone, byStaff })
            .from(table)
            .where(and(isNull(table.guestId), isNull(table.anonymisedAt)))
            .orderBy(table.createdAt)
            .all();
          for (const row of rows) {
            // A diner's own booking or request adds nothing to a card that exists, now as when it was made.
            const guestId = link(row, row.byStaff ? 'staff' : 'diner');
            if (guestId === null) continue;
            if (table === reservations)
              db.update(reservations)
                .set({ guestId })
                .where(eq(reservations.id, row.id as string))
                .run();
            else
              db.update(reservationAttempts)
                .set({ guestId })
                .where(eq(reservationAttempts.id, row.id as number))
                .run();
            linked++;
          }
        }
        return linked;
      });
    },
  };
}

export type GuestBook = ReturnType<typeof createGuestBook>;
