import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { MailKind } from '../../shared/schemas/smtp';
import type { Clock } from '../context';
import type { Db } from '../db/open';
import { outbox } from '../db/schema';
import type { SmtpSettingsStore } from './smtp-settings';

export interface OutgoingMail {
  kind: MailKind;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  calendar?: string;
  replyTo?: string;
}

export type QueuedMail = typeof outbox.$inferSelect;

/**
 * After a failed try, the next one waits this long; after the last, the message is marked failed
 * and stays listed on 'Ajustes'. About three hours in all: an SMTP server down for an evening.
 */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

export function createOutbox(db: Db, clock: Clock, smtp: Pick<SmtpSettingsStore, 'read'>, retryDelaysMs: readonly number[] = RETRY_DELAYS_MS) {
  return {
    /**
     * Queues a message, inside the caller's transaction when there is one (a booking's): the
     * message exists exactly when what it announces does. With e-mail off, nothing is queued.
     */
    enqueue(mail: OutgoingMail): void {
      if (!smtp.read()) return;
      db.insert(outbox)
        .values({ ...mail, calendar: mail.calendar ?? null, replyTo: mail.replyTo ?? null, nextAttemptAt: clock().getTime() })
        .run();
    },

    /** The oldest message whose time has come, if any. */
    nextDue(): QueuedMail | undefined {
      return db
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, clock().getTime())))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(1)
        .get();
    },

    markSent(id: number): void {
      db.update(outbox).set({ status: 'sent', sentAt: clock().toISOString(), lastError: null }).where(eq(outbox.id, id)).run();
    },

    /** A failed try: tried again later, or given up after the last delay. */
    markFailed(mail: QueuedMail, error: string): void {
      const attempts = mail.attempts + 1;
      const delay = retryDelaysMs[attempts - 1];
      db.update(outbox)
        .set(delay === undefined ? { attempts, status: 'failed', lastError: error } : { attempts, lastError: error, nextAttemptAt: clock().getTime() + delay })
        .where(eq(outbox.id, mail.id))
        .run();
    },

    /** The latest messages, newest first: 'Ajustes' shows what left and what failed. */
    recent(limit = 20): QueuedMail[] {
      return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit).all();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
