/**
 * Which guest-book card a contact belongs to, found or made, and the bookings and requests not yet
 * linked to one. The guest book links each row as it is stored (server/guests/book.ts), an erasure
 * links again the rows whose card it took, and data migration 0002 links the rows stored before the
 * guest book. That migration runs this at the schema of migration 0011: its test there fails if a
 * change here needs a later column, and then the migration keeps a copy of this as it stands.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { emailKey, isStaffEmail, isStaffPhone, phoneKey } from '../../shared/contact-keys';
import { foldText } from '../../shared/search-text';
import type { Db } from './client';
import { guests, reservationAttempts, reservations } from './schema';

const p = sql.placeholder;

export interface Contact {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
}

/** Who gave a contact: a diner's own form proves neither the phone nor the e-mail; staff's does. */
export type ContactGiver = 'diner' | 'staff';

/** A contact's keys, without the dashboard's placeholder (a booking typed in with no contact). */
export function contactKeys({ customerEmail, customerPhone }: Pick<Contact, 'customerEmail' | 'customerPhone'>): { phone: string | null; email: string | null } {
  const phone = isStaffPhone(customerPhone) ? '' : phoneKey(customerPhone);
  const email = isStaffEmail(customerEmail) ? '' : emailKey(customerEmail);
  return { phone: phone || null, email: email || null };
}

export function guestLinks(db: Db) {
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
   * The guest a contact belongs to, made the first time (dated `now`); the phone decides when phone
   * and e-mail point at two guests. Given by staff, a key the guest lacked is added when no other
   * guest holds it. A diner's own form proves neither contact, so it never adds to a card that
   * exists: a stranger's e-mail beside a regular's phone must not join the regular's card.
   */
  function link(contact: Contact, by: ContactGiver, now: string): number | null {
    const { phone, email } = contactKeys(contact);
    if (!phone && !email) return null;
    const found = (phone ? byPhone.get({ key: phone }) : undefined) ?? (email ? byEmail.get({ key: email }) : undefined);
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

    /**
     * Links each booking and request that holds a contact but no guest, oldest first, as it would
     * have been linked when it was stored: by whoever gave its contact, a card it makes dated by
     * the row (so no clock is needed). Anonymised rows hold no contact to link. Runs inside the
     * caller's transaction; answers how many rows were linked.
     */
    linkUnlinked(): number {
      let linked = 0;
      for (const table of [reservations, reservationAttempts]) {
        // A request is always the diner's own; a booking is staff's when made from the dashboard.
        const byStaff = table === reservations ? sql<number>`${reservations.isAdminAction}` : sql<number>`0`;
        const rows = db
          .select({ id: table.id, customerName: table.customerName, customerEmail: table.customerEmail, customerPhone: table.customerPhone, createdAt: table.createdAt, byStaff })
          .from(table)
          .where(and(isNull(table.guestId), isNull(table.anonymisedAt)))
          .orderBy(asc(table.createdAt), sql`rowid`)
          .all();
        for (const row of rows) {
          const guestId = link(row, row.byStaff ? 'staff' : 'diner', row.createdAt);
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
    },
  };
}

export type GuestLinks = ReturnType<typeof guestLinks>;
