import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { RESERVATION_MESSAGES } from '../../shared/messages/reservation';
import type { reservationAttemptSchema } from '../../shared/schemas/reservation';
import type { AttemptRow } from '../db/rows';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { reservationAttempts } from '../db/schema';
import type { GuestBook } from '../guests';
import { conflict, notFound } from '../http/errors';
import type { RequestMail } from './request-mail';

/**
 * VIP and large-group requests that staff follow up by phone, WhatsApp or e-mail; each one also
 * e-mails the venue a notice, queued in the same transaction. Staff may turn one down ('Rechazar'):
 * it is kept, marked declined, and the diner told.
 */
export function createAttemptStore(db: Db, clock: Clock, mail: RequestMail, guests: Pick<GuestBook, 'link'>) {
  return {
    record(attempt: z.infer<typeof reservationAttemptSchema>): AttemptRow {
      return db.transaction(() => {
        const stored = db
          .insert(reservationAttempts)
          .values({ ...attempt, guestId: guests.link(attempt, 'diner'), createdAt: clock().toISOString() })
          .returning()
          .get();
        mail.venueRequest(stored);
        return stored;
      });
    },
    /** The requests still open, of one date or all: a declined one is no longer staff's to answer. */
    list(date: string | undefined): AttemptRow[] {
      const open = isNull(reservationAttempts.declinedAt);
      return db
        .select()
        .from(reservationAttempts)
        .where(date ? and(eq(reservationAttempts.date, date), open) : open)
        .orderBy(desc(reservationAttempts.createdAt), desc(reservationAttempts.id))
        .all();
    },
    /** Marks a request declined and queues the diner's e-mail with it; whether that e-mail was queued. */
    decline(id: number, message: string | null): { request: AttemptRow; mailed: boolean } {
      return db.transaction(() => {
        const found = db.select().from(reservationAttempts).where(eq(reservationAttempts.id, id)).get();
        if (!found) throw notFound(RESERVATION_MESSAGES.requestNotFound);
        if (found.declinedAt !== null) throw conflict(RESERVATION_MESSAGES.requestDeclined);
        const request = db.update(reservationAttempts).set({ declinedAt: clock().toISOString() }).where(eq(reservationAttempts.id, id)).returning().get() as AttemptRow;
        return { request, mailed: mail.declined(request, message) };
      });
    },
  };
}

export type AttemptStore = ReturnType<typeof createAttemptStore>;
