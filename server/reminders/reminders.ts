/**
 * Reminders: the e-mail a set number of hours before each booking (queued in the outbox like the
 * confirmation), staff's 'Enviar recordatorio' and 'Recordar por WhatsApp', and the diner's answer
 * from a reminder's link: 'Confirmo que iré' records when, 'No podré ir' cancels as 'Mis reservas'
 * does. Reading a link changes nothing: mail scanners open links.
 */
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { isStaffEmail } from '../../shared/contact-keys';
import { REMINDER_MESSAGES } from '../../shared/messages/reminders';
import { RESERVATION_MESSAGES } from '../../shared/messages/reservation';
import type { ReminderAnswer, ReminderChannel } from '../../shared/schemas/reminders';
import { nowOnTimeline } from '../../shared/schedule';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import type { ReservationRecord } from '../db/rows';
import { reservations } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { myBookingsLink } from '../reservations';
import type { Outbox } from '../mail';
import type { SmtpSettingsStore } from '../mail';
import type { BookingService } from '../reservations';
import type { ReservationRepository } from '../reservations';
import type { VenueSettings } from '../venue';
import type { BookingLinks } from '../reservations';
import { createReminderLinks } from './links';
import { reminderMail, reminderPage } from './mail';
import type { ReminderSettingsStore } from './settings';

const M = REMINDER_MESSAGES;
const HOUR = 60;

interface ReminderDeps {
  db: Db;
  clock: Clock;
  settings: ReminderSettingsStore;
  links: BookingLinks;
  outbox: Outbox;
  smtp: Pick<SmtpSettingsStore, 'read'>;
  venue: VenueSettings;
  repository: ReservationRepository;
  bookings: BookingService;
  /** The site's public address, for the links; null when it has none (the mail then says to call). */
  publicAddress(): string | null;
}

/** What a reminder's link shows before the diner presses its button. */
export interface ReminderView {
  answer: ReminderAnswer;
  reservation: ReservationRecord;
  /** Why the button would do nothing: already answered, cancelled, or begun. */
  spent: string | null;
}

export function createReminders({ db, clock, settings, links, outbox, smtp, venue, repository, bookings, publicAddress }: ReminderDeps) {
  /** Confirmed bookings not yet reminded that start between now and `hours` from now. */
  const upcoming = (now: number, hours: number) =>
    db
      .select({ id: reservations.id, createdAt: reservations.createdAt, startsAt: reservations.startsAt })
      .from(reservations)
      .where(and(eq(reservations.status, 'confirmed'), isNull(reservations.remindedAt), gt(reservations.startsAt, now), lte(reservations.startsAt, now + hours * HOUR)))
      .all();

  const answers = createReminderLinks(links);

  function queue(reservation: ReservationRecord): boolean {
    const details = venue.read();
    if (!details) return false;
    const origin = publicAddress();
    const linksFor = origin
      ? {
          confirm: reminderPage(origin, answers.token(reservation.id, 'confirm')),
          cancel: reminderPage(origin, answers.token(reservation.id, 'cancel')),
          myBookings: myBookingsLink(origin, links.token(reservation.id, 'ver')),
        }
      : null;
    return outbox.enqueue(reminderMail(reservation, details, linksFor), 'staff');
  }

  const mark = (id: string, channel: ReminderChannel) => repository.update(id, { remindedAt: clock().toISOString(), reminderChannel: channel });

  function spentBecause(reservation: ReservationRecord, answer: ReminderAnswer): string | null {
    if (reservation.status === 'cancelled') return answer === 'cancel' ? M.cancelUsed : M.bookingCancelled;
    if (answer === 'confirm' && reservation.dinerConfirmedAt) return M.confirmUsed;
    if (reservation.status !== 'confirmed' || reservation.hasArrived) return M.alreadyStarted;
    return null;
  }

  function view(token: string): ReminderView {
    const link = answers.read(token);
    const reservation = link && repository.find(link.id);
    if (!link || !reservation || reservation.anonymisedAt) throw notFound(M.invalidLink);
    return { answer: link.answer, reservation, spent: spentBecause(reservation, link.answer) };
  }

  return {
    /**
     * Queues the reminders now due, once each: a booking made after its reminder time gets none,
     * nor one booked from the dashboard without the diner's e-mail. Answers the bookings reminded.
     */
    sendDue(): string[] {
      const { enabled, hoursBefore } = settings.read();
      if (!enabled || !smtp.read()) return [];
      const now = nowOnTimeline(clock());
      const reminded: string[] = [];
      for (const due of upcoming(now, hoursBefore)) {
        // Booked after its reminder time: the confirmation was the reminder.
        if (nowOnTimeline(new Date(due.createdAt)) > due.startsAt - hoursBefore * HOUR) continue;
        const reservation = repository.find(due.id);
        if (!reservation || isStaffEmail(reservation.customerEmail)) continue;
        db.$client
          .transaction(() => {
            if (queue(reservation)) {
              mark(reservation.id, 'email');
              reminded.push(reservation.id);
            }
          })
          .immediate();
      }
      return reminded;
    },

    /** Staff remind a party now, by e-mail (its links lead to the venue's public address) or on WhatsApp. */
    remindNow(id: string, channel: ReminderChannel): ReservationRecord {
      const row = repository.findRow(id);
      const reservation = repository.find(id);
      if (!row || !reservation) throw notFound(RESERVATION_MESSAGES.notFound);
      if (row.status !== 'confirmed' || nowOnTimeline(clock()) >= row.startsAt) throw conflict(M.notStanding);
      if (channel === 'email') {
        if (!smtp.read()) throw badRequest(M.noMailServer);
        if (isStaffEmail(reservation.customerEmail)) throw badRequest(M.noEmail);
        if (!queue(reservation)) throw badRequest(M.noMailServer);
      }
      mark(id, channel);
      return repository.find(id) as ReservationRecord;
    },

    view,

    /** The diner's answer: each link is good once, and only while the booking stands and has not begun. */
    answer(token: string): ReservationRecord {
      const { answer, reservation, spent } = view(token);
      if (spent) throw conflict(spent);
      if (answer === 'cancel') return bookings.cancel(reservation.id, 'diner');
      repository.update(reservation.id, { dinerConfirmedAt: clock().toISOString() });
      return repository.find(reservation.id) as ReservationRecord;
    },
  };
}

export type Reminders = ReturnType<typeof createReminders>;
