import { and, asc, count, desc, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
import { addDays, madridWallClock } from '../../shared/madrid-time';
import type { MailKind } from '../../shared/schemas/smtp';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { outbox } from '../db/schema';
import { MAIL_PER_DAY, MAIL_PER_RECIPIENT_AND_DAY } from '../fair-use';
import { mailboxOf } from '../db/mailbox';
import { madridMidnight } from '../madrid-midnight';
import type { SmtpSettingsStore } from './smtp-settings';

/** Who made the message happen: a diner on a public form (counted by the mail caps), or staff and the owner. */
export type MailOrigin = 'public-form' | 'staff';

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

export function createOutbox(db: Db, clock: Clock, smtp: Pick<SmtpSettingsStore, 'configured'>, retryDelaysMs: readonly number[] = RETRY_DELAYS_MS) {
  const publicOn = (day: string) => and(eq(outbox.queuedOn, day), eq(outbox.fromPublicForm, true));
  const countWhere = (where: SQL | undefined) => db.select({ total: count() }).from(outbox).where(where).get()?.total ?? 0;

  /**
   * The mail caps (server/fair-use/limits.ts), so the public forms cannot make the venue's mail
   * account send thousands of messages and get it blocked: a diner's mailbox, however its address
   * is spelled (server/db/mailbox.ts), gets at most a few a day (the venue's own notices
   * aside), and past the daily total new messages wait for the next day; past tomorrow's too,
   * they are not sent at all.
   */
  function publicSlot(mail: OutgoingMail): { day: string; notBefore: number } | null {
    const now = clock().getTime();
    const today = madridWallClock(clock()).date;
    const toDiner = mail.kind !== 'venue-request';
    const sameMailbox = eq(mailboxOf(outbox.recipient), mailboxOf(sql`${mail.recipient}`));
    if (toDiner && countWhere(and(publicOn(today), sameMailbox)) >= MAIL_PER_RECIPIENT_AND_DAY) return null;
    if (countWhere(publicOn(today)) < MAIL_PER_DAY) return { day: today, notBefore: now };
    const tomorrow = addDays(today, 1);
    return countWhere(publicOn(tomorrow)) < MAIL_PER_DAY ? { day: tomorrow, notBefore: madridMidnight(tomorrow) } : null;
  }

  return {
    /**
     * Queues a message, inside the caller's transaction when there is one (a booking's): the
     * message exists exactly when what it announces does. With e-mail off, nothing is queued;
     * a public form's message only within the mail caps. Whether it was queued.
     */
    /** Whether a message would be queued at all: without a mail server, nobody builds one. */
    ready(): boolean {
      return smtp.configured();
    },

    enqueue(mail: OutgoingMail, origin: MailOrigin): boolean {
      if (!smtp.configured()) return false;
      const slot = origin === 'public-form' ? publicSlot(mail) : { day: madridWallClock(clock()).date, notBefore: clock().getTime() };
      if (!slot) return false;
      db.insert(outbox)
        .values({
          ...mail,
          calendar: mail.calendar ?? null,
          replyTo: mail.replyTo ?? null,
          nextAttemptAt: slot.notBefore,
          fromPublicForm: origin === 'public-form',
          queuedOn: slot.day,
          // The venue's clock, which the retention of sent messages reads (server/privacy/retention.ts).
          createdAt: clock().toISOString(),
        })
        .run();
      return true;
    },

    /** Today's messages from the public forms, against the daily total: 'Correo' says when the cap is reached. */
    publicToday(): { sent: number; cap: number } {
      return { sent: countWhere(publicOn(madridWallClock(clock()).date)), cap: MAIL_PER_DAY };
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
    /** Whether the latest message of this kind to this address has reached the mail server: a release needs the diner to have been asked. */
    lastToWasSent(recipient: string, kind: MailKind): boolean {
      return (
        db
          .select({ status: outbox.status })
          .from(outbox)
          .where(and(eq(outbox.recipient, recipient), eq(outbox.kind, kind)))
          .orderBy(desc(outbox.id))
          .limit(1)
          .get()?.status === 'sent'
      );
    },
    /** Whether the latest message that was settled (sent or given up) left: mail works ('Primeros pasos'). */
    lastSettledWasSent(): boolean {
      return db.select({ status: outbox.status }).from(outbox).where(ne(outbox.status, 'pending')).orderBy(desc(outbox.id)).limit(1).get()?.status === 'sent';
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
