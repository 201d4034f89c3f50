/**
 * Everything held about one diner, found by e-mail or phone (shared/contact-keys.ts), to export it
 * or erase it. Erased bookings keep their table, date and party (the evening's floor stays as it
 * was) but no longer answer a 'Mis reservas' search; messages addressed to the diner are deleted.
 * Backup copies keep the data until they rotate out (7 days, 4 weeks), as the privacy policy says.
 */
import { and, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { emailKey, phoneKey } from '../../shared/contact-keys';
import type { ErasureResult, GuestQuery } from '../../shared/schemas/privacy';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { feedback, guests, outbox, reservationAttempts, reservations, waitlistEntries } from '../db/schema';
import { forgetGuestsWithoutData } from '../guests';
import { phoneKeyOf } from '../db/booking-rules';
import { guestLinks } from '../db/guest-links';
import { anonymised, anonymisedBooking, anonymiseOpinions } from './anonymised';

/** The rows of `table` that belong to the diner asked for. */
function belongsTo(query: GuestQuery, table: typeof reservations | typeof reservationAttempts | typeof waitlistEntries): SQL {
  return query.email !== undefined ? eq(table.customerEmail, emailKey(query.email)) : eq(phoneKeyOf(table.customerPhone), phoneKey(query.phone));
}

/** What a guest said of a visit (server/feedback/), without the ids and staff's reading of it. */
const { id: _id, reservationId: _reservationId, guestId: _guestId, readAt: _readAt, anonymisedAt: _anonymisedAt, ...GUEST_SAID } = getTableColumns(feedback);

/** The guest-book profile of the diner asked for. */
const guestOf = (query: GuestQuery): SQL => (query.email !== undefined ? eq(guests.emailKey, emailKey(query.email)) : eq(guests.phoneKey, phoneKey(query.phone)));

export function createGuestData(db: Db, clock: Clock) {
  type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

  const bookingsOf = (tx: Db | Tx, query: GuestQuery) =>
    tx
      .select({
        confirmationNumber: reservations.confirmationNumber,
        customerName: reservations.customerName,
        customerEmail: reservations.customerEmail,
        customerPhone: reservations.customerPhone,
        date: reservations.date,
        startTime: reservations.startTime,
        endTime: reservations.endTime,
        preferredSection: reservations.preferredSection,
        tableNumber: reservations.tableNumber,
        partySize: reservations.partySize,
        specialRequests: reservations.specialRequests,
        dinerAllergies: reservations.dinerAllergies,
        dinerAllergyNotes: reservations.dinerAllergyNotes,
        dinerAllergiesAt: reservations.dinerAllergiesAt,
        status: reservations.status,
        createdAt: reservations.createdAt,
      })
      .from(reservations)
      .where(and(belongsTo(query, reservations), isNull(reservations.anonymisedAt)))
      .orderBy(reservations.date, reservations.startTime)
      .all();
  const requestsOf = (tx: Db | Tx, query: GuestQuery) =>
    tx
      .select({
        customerName: reservationAttempts.customerName,
        customerEmail: reservationAttempts.customerEmail,
        customerPhone: reservationAttempts.customerPhone,
        date: reservationAttempts.date,
        startTime: reservationAttempts.startTime,
        endTime: reservationAttempts.endTime,
        preferredSection: reservationAttempts.preferredSection,
        partySize: reservationAttempts.partySize,
        specialRequests: reservationAttempts.specialRequests,
        createdAt: reservationAttempts.createdAt,
        declinedAt: reservationAttempts.declinedAt,
      })
      .from(reservationAttempts)
      .where(and(belongsTo(query, reservationAttempts), isNull(reservationAttempts.anonymisedAt)))
      .orderBy(reservationAttempts.date)
      .all();
  const waitlistOf = (tx: Db | Tx, query: GuestQuery) =>
    tx
      .select({
        customerName: waitlistEntries.customerName,
        customerEmail: waitlistEntries.customerEmail,
        customerPhone: waitlistEntries.customerPhone,
        date: waitlistEntries.date,
        startTime: waitlistEntries.startTime,
        latestStart: waitlistEntries.latestStart,
        preferredSection: waitlistEntries.preferredSection,
        partySize: waitlistEntries.partySize,
        state: waitlistEntries.state,
        createdAt: waitlistEntries.createdAt,
      })
      .from(waitlistEntries)
      .where(belongsTo(query, waitlistEntries))
      .orderBy(waitlistEntries.date)
      .all();
  /** The diner's addresses: the one asked for, and those their bookings, requests and waiting-list entries gave. */
  const addressesOf = (query: GuestQuery, found: { customerEmail: string | null }[]) =>
    [...new Set([...(query.email !== undefined ? [emailKey(query.email)] : []), ...found.map((row) => row.customerEmail ?? '')])].filter((email) => email !== '');
  const messagesTo = (emails: string[]): SQL => (emails.length === 0 ? sql`0` : inArray(outbox.recipient, emails));

  return {
    export(query: GuestQuery) {
      // Lists are stored as JSON text; the diner reads them as lists.
      const bookings = bookingsOf(db, query).map((row) => ({ ...row, dinerAllergies: JSON.parse(row.dinerAllergies) as string[] }));
      const requests = requestsOf(db, query);
      const waitlist = waitlistOf(db, query);
      const messages = db
        .select({ recipient: outbox.recipient, subject: outbox.subject, text: outbox.text, status: outbox.status, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
        .from(outbox)
        .where(messagesTo(addressesOf(query, [...bookings, ...requests, ...waitlist])))
        .orderBy(outbox.id)
        .all();
      // What the guest said the morning after each of their bookings (server/feedback/).
      const opinions = db
        .select({ confirmationNumber: reservations.confirmationNumber, ...GUEST_SAID })
        .from(feedback)
        .innerJoin(reservations, eq(reservations.id, feedback.reservationId))
        .where(and(belongsTo(query, reservations), isNull(reservations.anonymisedAt)))
        .orderBy(feedback.date)
        .all();
      const profile = db
        .select({
          name: guests.name,
          phone: guests.phoneKey,
          email: guests.emailKey,
          notes: guests.notes,
          allergies: guests.allergies,
          allergyNotes: guests.allergyNotes,
          tags: guests.tags,
          createdAt: guests.createdAt,
        })
        .from(guests)
        .where(guestOf(query))
        .get();
      const guest = profile ? { ...profile, allergies: JSON.parse(profile.allergies) as string[], tags: JSON.parse(profile.tags) as string[] } : null;
      return { exportedAt: clock().toISOString(), query, guest, bookings, requests, waitlist, opinions, messages };
    },

    erase(query: GuestQuery): ErasureResult {
      const stamp = clock().toISOString();
      return db.transaction((tx) => {
        const emails = addressesOf(query, [...bookingsOf(tx, query), ...requestsOf(tx, query), ...waitlistOf(tx, query)]);
        const booked = tx
          .update(reservations)
          .set({ ...anonymisedBooking(stamp), updatedAt: stamp })
          .where(and(belongsTo(query, reservations), isNull(reservations.anonymisedAt)))
          .run();
        anonymiseOpinions(tx, stamp);
        const requested = tx
          .update(reservationAttempts)
          .set(anonymised(stamp))
          .where(and(belongsTo(query, reservationAttempts), isNull(reservationAttempts.anonymisedAt)))
          .run();
        const messages = tx.delete(outbox).where(messagesTo(emails)).run();
        const waiting = tx.delete(waitlistEntries).where(belongsTo(query, waitlistEntries)).run();
        // The profile found by the contact asked for, and any left with no booking that is not anonymised.
        tx.delete(guests).where(guestOf(query)).run();
        forgetGuestsWithoutData(tx);
        // A booking of that profile holding only the other contact (not asked for, so kept) joins the guest that contact is.
        guestLinks(db).linkUnlinked();
        return { reservations: booked.changes, requests: requested.changes, messages: messages.changes, waitlist: waiting.changes };
      });
    },
  };
}

export type GuestData = ReturnType<typeof createGuestData>;
