/**
 * Personal data with an end. Each night, and when the owner shortens the period, the name, e-mail,
 * phone and special requests (which may hold allergies, health data) of the bookings and requests
 * older than the retention period are removed, with the comments of their guests' opinions; their dates, times, party sizes and tables stay for
 * the venue's figures. A sent message's text, HTML and calendar file go 30 days after it left, and
 * the message itself once older than the period. An entry of the waiting list goes once its service
 * day is over (server/waitlist/ deletes it then too, should the computer be off at 04:00).
 */
import { forgetGuestsWithoutData } from '../guests';
import { and, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { madridWallClock, monthsBefore } from '../../shared/madrid-time';
import { serviceDate } from '../../shared/schedule';
import { MAIL_BODY_DAYS, type RetentionResult } from '../../shared/schemas/privacy';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { outbox, reservationAttempts, reservations, waitlistEntries } from '../db/schema';
import { anonymised, anonymisedBooking, anonymiseOpinions } from './anonymised';
import type { PrivacySettingsStore } from './settings';

const DAY_MS = 24 * 60 * 60 * 1000;

export function createRetention(db: Db, clock: Clock, settings: Pick<PrivacySettingsStore, 'read'>) {
  return {
    /** Applies the retention period now; answers what it removed. */
    apply(): RetentionResult {
      const now = clock();
      const cutoff = monthsBefore(madridWallClock(now).date, settings.read().retentionMonths);
      const stamp = now.toISOString();
      const bodiesBefore = new Date(now.getTime() - MAIL_BODY_DAYS * DAY_MS).toISOString();
      return db.transaction((tx) => {
        const booked = tx
          .update(reservations)
          .set({ ...anonymisedBooking(stamp), updatedAt: stamp })
          .where(and(lt(reservations.date, cutoff), isNull(reservations.anonymisedAt)))
          .run();
        anonymiseOpinions(tx, stamp);
        const requested = tx
          .update(reservationAttempts)
          .set(anonymised(stamp))
          .where(and(lt(reservationAttempts.date, cutoff), isNull(reservationAttempts.anonymisedAt)))
          .run();
        const messages = tx
          .delete(outbox)
          .where(lt(outbox.createdAt, `${cutoff}T00:00:00.000Z`))
          .run();
        const bodies = tx
          .update(outbox)
          .set({ text: '', html: '', calendar: null })
          .where(and(lt(sql`coalesce(${outbox.sentAt}, ${outbox.createdAt})`, bodiesBefore), ne(outbox.status, 'pending'), or(ne(outbox.text, ''), ne(outbox.html, ''), isNotNull(outbox.calendar))))
          .run();
        // By the service day, which turns at 03:00: a save of the period at 00:30 keeps tonight's list.
        const waiting = tx
          .delete(waitlistEntries)
          .where(lt(waitlistEntries.date, serviceDate(now)))
          .run();
        forgetGuestsWithoutData(tx);
        return { reservations: booked.changes, requests: requested.changes, messageBodies: bodies.changes, messages: messages.changes, waitlist: waiting.changes };
      });
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;
