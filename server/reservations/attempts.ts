import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { reservationAttemptSchema } from '../../shared/schemas/reservation';
import type { AttemptRow } from '../db/rows';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { reservationAttempts } from '../db/schema';
import type { GuestBook } from '../guests';
import type { RequestMail } from './request-mail';

/**
 * VIP and large-group requests that staff follow up by phone, WhatsApp or e-mail; each one also
 * e-mails the venue a notice, queued in the same transaction.
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
    list(date: string | undefined): AttemptRow[] {
      const query = db.select().from(reservationAttempts);
      const filtered = date ? query.where(eq(reservationAttempts.date, date)) : query;
      return filtered.orderBy(desc(reservationAttempts.createdAt), desc(reservationAttempts.id)).all();
    },
  };
}

export type AttemptStore = ReturnType<typeof createAttemptStore>;
