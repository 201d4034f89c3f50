/**
 * The morning-after message: at the owner's hour ('Recordatorios', 11:00 by default), each booking
 * of the service day before that staff marked 'Llegó', with the diner's own e-mail, 'Encuesta'
 * left ticked and no survey yet, gets one, unless its guest (the same guest, or the same mailbox)
 * got one in the last 30 days. Queued in the outbox with the booking marked, in one transaction.
 */
import { and, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import { isStaffEmail } from '../../shared/contact-keys';
import { addDays, madridWallClock } from '../../shared/madrid-time';
import { SURVEY_EVERY_DAYS } from '../../shared/schemas/feedback';
import type { ReminderSettings } from '../../shared/schemas/reminders';
import { clockMinutes, serviceDate } from '../../shared/schedule';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { mailboxOf } from '../db/mailbox';
import type { JsonSetting } from '../db/settings-store';
import { reservations } from '../db/schema';
import type { Outbox, SmtpSettingsStore } from '../mail';
import type { BookingLinks } from '../reservations';
import type { VenueSettings } from '../venue';
import { surveyMail, surveyPage } from './mail';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SurveyDeps {
  db: Db;
  clock: Clock;
  /** The reminder settings on 'Recordatorios', of which the survey's are read here. */
  settings: Pick<JsonSetting<ReminderSettings>, 'read'>;
  links: BookingLinks;
  outbox: Outbox;
  smtp: Pick<SmtpSettingsStore, 'read'>;
  venue: VenueSettings;
  /** The site's public address: without one there is no page to link to, and nothing is sent. */
  publicAddress(): string | null;
}

export function createSurveys({ db, clock, settings, links, outbox, smtp, venue, publicAddress }: SurveyDeps) {
  const came = (date: string) =>
    db
      .select({
        id: reservations.id,
        customerName: reservations.customerName,
        customerEmail: reservations.customerEmail,
        date: reservations.date,
        startTime: reservations.startTime,
        partySize: reservations.partySize,
        guestId: reservations.guestId,
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.date, date),
          eq(reservations.hasArrived, true),
          ne(reservations.status, 'cancelled'),
          eq(reservations.surveyOptOut, false),
          isNull(reservations.surveySentAt),
          isNull(reservations.anonymisedAt),
        ),
      )
      .orderBy(reservations.startTime)
      .all();

  /** Whether this guest, or this mailbox, was sent a survey since `since`. */
  const surveyedSince = (since: string, guestId: number | null, email: string) =>
    db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(gte(reservations.surveySentAt, since), or(guestId === null ? sql`0` : eq(reservations.guestId, guestId), eq(reservations.customerMailbox, mailboxOf(sql`${email}`)))))
      .limit(1)
      .get() !== undefined;

  return {
    /** Queues the surveys now due; answers the bookings surveyed. */
    sendDue(): string[] {
      const { survey } = settings.read();
      const origin = publicAddress();
      const details = venue.read();
      if (!survey.enabled || !smtp.read() || !origin || !details) return [];
      const now = clock();
      if (madridWallClock(now).minutes < clockMinutes(survey.time)) return [];
      const since = new Date(now.getTime() - SURVEY_EVERY_DAYS * DAY_MS).toISOString();
      const sent: string[] = [];
      for (const visit of came(addDays(serviceDate(now), -1))) {
        if (isStaffEmail(visit.customerEmail) || visit.customerEmail === '') continue;
        db.$client
          .transaction(() => {
            if (surveyedSince(since, visit.guestId, visit.customerEmail)) return;
            if (!outbox.enqueue(surveyMail(visit, details, surveyPage(origin, links.token(visit.id, 'opinion'))), 'staff')) return;
            db.update(reservations).set({ surveySentAt: now.toISOString() }).where(eq(reservations.id, visit.id)).run();
            sent.push(visit.id);
          })
          .immediate();
      }
      return sent;
    },
  };
}

export type Surveys = ReturnType<typeof createSurveys>;
