/**
 * Reminders: the e-mail a set number of hours before each booking (queued in the outbox like the
 * confirmation), staff's 'Enviar recordatorio' and 'Recordar por WhatsApp', and the diner's answer
 * from a reminder's link: 'Confirmo que iré' records when, 'No podré ir' cancels as 'Mis reservas'
 * does. Reading a link changes nothing: mail scanners open links. A big or far-ahead booking's
 * reminder asks it to reconfirm by a deadline, nudges once, and past the deadline the booking is
 * 'Sin confirmar', or released when the owner chose so (reconfirm.ts says which and when).
 */
import { and, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import { isStaffEmail } from '../../shared/contact-keys';
import { REMINDER_MESSAGES } from '../../shared/messages/reminders';
import { RESERVATION_MESSAGES } from '../../shared/messages/reservation';
import type { ReminderAnswer, ReminderChannel, ReminderSettings } from '../../shared/schemas/reminders';
import { nowOnTimeline } from '../../shared/schedule';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import type { ReservationRecord } from '../db/rows';
import { reservations } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { bookingCalendar, myBookingsLink } from '../reservations';
import type { Outbox } from '../mail';
import type { SmtpSettingsStore } from '../mail';
import type { BookingService } from '../reservations';
import type { ReservationRepository } from '../reservations';
import type { VenueSettings } from '../venue';
import type { BookingLinks } from '../reservations';
import { createReminderLinks } from './links';
import { reminderMail, reminderPage } from './mail';
import { askHorizon, deadlineOf, instantOf, isAskDue, mayAsk, NUDGE_AFTER } from './reconfirm';
import { releaseMail } from './release-mail';
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

/** What a look for due work changed: bookings reminded, asked, nudged or past their deadline; bookings released. */
export interface ReminderRound {
  updated: string[];
  released: string[];
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
  const immediate = <T>(work: () => T): T => db.$client.transaction(work).immediate();

  /** Confirmed bookings never asked to reconfirm nor answered, starting between now and `minutes` from now. */
  const notAsked = (now: number, minutes: number) =>
    db
      .select({
        id: reservations.id,
        date: reservations.date,
        partySize: reservations.partySize,
        customerEmail: reservations.customerEmail,
        createdAt: reservations.createdAt,
        startsAt: reservations.startsAt,
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.status, 'confirmed'),
          isNull(reservations.reconfirmBy),
          isNull(reservations.dinerConfirmedAt),
          eq(reservations.hasArrived, false),
          gt(reservations.startsAt, now),
          lte(reservations.startsAt, now + minutes),
        ),
      )
      .all();

  /** Asked bookings still unanswered and standing, whose deadline is after `from` (an ISO instant). */
  const unanswered = (from: string) =>
    db
      .select({ id: reservations.id, reconfirmBy: reservations.reconfirmBy, remindedAt: reservations.remindedAt, nudgedAt: reservations.nudgedAt })
      .from(reservations)
      .where(and(eq(reservations.status, 'confirmed'), isNull(reservations.dinerConfirmedAt), eq(reservations.hasArrived, false), gt(reservations.reconfirmBy, from)))
      .all();

  /** Asked bookings still to come and unanswered, with the start they have now. */
  const askedToCome = (now: number) =>
    db
      .select({ id: reservations.id, reconfirmBy: reservations.reconfirmBy, startsAt: reservations.startsAt })
      .from(reservations)
      .where(and(eq(reservations.status, 'confirmed'), isNull(reservations.dinerConfirmedAt), isNotNull(reservations.reconfirmBy), gt(reservations.startsAt, now)))
      .all();

  /** The deadlines looked at already: each passes once, while the server runs (one that passed while it was off only shows as 'Sin confirmar'). */
  let lookedUntil = clock().toISOString();

  function queue(reservation: ReservationRecord, reconfirm: { nudge: boolean } | null = null): boolean {
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
    // Asked and not yet answered, the deadline still ahead: the reminder asks again, by the same deadline.
    const waiting = reservation.reconfirmBy !== null && !reservation.dinerConfirmedAt && reservation.reconfirmBy > clock().toISOString();
    const asks = reconfirm ?? (waiting ? { nudge: false } : null);
    return outbox.enqueue(reminderMail(reservation, details, linksFor, asks && { ...asks, release: settings.read().reconfirm.release }), 'staff');
  }

  /** The ask, with its deadline stored, or nothing at all when it cannot be queued. Whether it went. */
  function ask(id: string, current: ReminderSettings): boolean {
    return immediate(() => {
      const row = repository.findRow(id);
      const reservation = repository.find(id);
      if (!row || !reservation) return false;
      const asked = { ...reservation, reconfirmBy: instantOf(deadlineOf(row.startsAt, current)).toISOString() };
      if (!queue(asked)) return false;
      repository.update(id, { reconfirmBy: asked.reconfirmBy });
      mark(id, 'email');
      return true;
    });
  }

  /** The second nudge, once. */
  function nudge(id: string): boolean {
    return immediate(() => {
      const reservation = repository.find(id);
      if (!reservation || !queue(reservation, { nudge: true })) return false;
      repository.update(id, { nudgedAt: clock().toISOString() });
      return true;
    });
  }

  /**
   * 'Liberar la mesa si no confirma': cancelled through the booking service, so its tables free and
   * the waiting list hears of it; the diner gets the release note, not the usual cancellation.
   */
  function release(id: string): boolean {
    return immediate(() => {
      const row = repository.findRow(id);
      if (!row || row.status !== 'confirmed' || row.dinerConfirmedAt || row.hasArrived) return false;
      repository.update(id, { releasedAt: clock().toISOString() });
      const released = bookings.cancel(id, 'staff');
      const details = venue.read();
      if (details && !isStaffEmail(released.customerEmail)) {
        // The calendar event withdrawn, as a cancellation's is: it leaves the diner's calendar.
        const calendar = bookingCalendar(released, details, { reference: links.reference(id), myBookings: null, allergies: null, sender: smtp.read()?.from ?? null }, clock(), 'CANCEL');
        outbox.enqueue({ ...releaseMail(released, details, publicAddress()), calendar }, 'staff');
      }
      return true;
    });
  }

  /**
   * A booking moved since it was asked (or whose deadline the owner changed since) is asked again by
   * its new deadline, under the usual rules: an old deadline never marks nor releases it.
   */
  function realign(current: ReminderSettings, now: Date): string[] {
    // Turned off, no booking is waited for any more: none stays 'Sin confirmar'.
    const moved = askedToCome(nowOnTimeline(now)).filter((booking) => !current.reconfirm.enabled || booking.reconfirmBy !== instantOf(deadlineOf(booking.startsAt, current)).toISOString());
    for (const booking of moved) repository.update(booking.id, { reconfirmBy: null, nudgedAt: null });
    return moved.map((booking) => booking.id);
  }

  /** The asks due now, before the usual reminders so a booking asked gets no second reminder. */
  function sendAsks(current: ReminderSettings, now: Date): string[] {
    if (!current.reconfirm.enabled) return [];
    const due = notAsked(nowOnTimeline(now), askHorizon(current)).filter((booking) => isAskDue(booking, current, now));
    return due.filter((booking) => ask(booking.id, current)).map((booking) => booking.id);
  }

  /** Six hours after the ask without an answer, before the deadline: the nudge. */
  function sendNudges(now: Date): string[] {
    const nudgeBefore = new Date(now.getTime() - NUDGE_AFTER * 60_000).toISOString();
    const due = unanswered(now.toISOString()).filter((booking) => booking.nudgedAt === null && booking.remindedAt !== null && booking.remindedAt <= nudgeBefore);
    return due.filter((booking) => nudge(booking.id)).map((booking) => booking.id);
  }

  /**
   * The deadlines passed since the last look: each booking is marked (its row says 'Sin confirmar') or
   * released. Only a diner whose ask reached the mail server is released; one it never reached (mail
   * down or removed since) is only marked, for staff to call.
   */
  function passDeadlines(current: ReminderSettings, now: Date, withMail: boolean): ReminderRound {
    const until = now.toISOString();
    const passed = unanswered(lookedUntil).filter((booking) => booking.reconfirmBy !== null && booking.reconfirmBy <= until);
    lookedUntil = until;
    if (!current.reconfirm.enabled || !current.reconfirm.release || !withMail) return { updated: passed.map((booking) => booking.id), released: [] };
    const wasAsked = (id: string) => {
      const booking = repository.find(id);
      return booking !== null && outbox.lastToWasSent(booking.customerEmail, 'reminder');
    };
    const released = passed.filter((booking) => wasAsked(booking.id) && release(booking.id)).map((booking) => booking.id);
    return { updated: passed.map((booking) => booking.id).filter((id) => !released.includes(id)), released };
  }

  const mark = (id: string, channel: ReminderChannel) => repository.update(id, { remindedAt: clock().toISOString(), reminderChannel: channel });

  function spentBecause(reservation: ReservationRecord, answer: ReminderAnswer): string | null {
    if (reservation.status === 'cancelled') return reservation.releasedAt ? M.released : answer === 'cancel' ? M.cancelUsed : M.bookingCancelled;
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
     * nor one booked from the dashboard without the diner's e-mail. Asks, nudges and passes the
     * deadlines of the bookings that must reconfirm. Answers what changed.
     */
    sendDue(): ReminderRound {
      const current = settings.read();
      const now = clock();
      const withMail = smtp.read() !== null;
      const moved = realign(current, now);
      const asked = withMail ? sendAsks(current, now) : [];
      const nudged = withMail && current.reconfirm.enabled ? sendNudges(now) : [];
      const passed = passDeadlines(current, now, withMail);
      const changed = [...moved, ...asked, ...nudged, ...passed.updated];
      if (!current.enabled || !withMail) return { updated: changed, released: passed.released };
      const { hoursBefore } = current;
      const at = nowOnTimeline(now);
      const reminded: string[] = [];
      for (const due of upcoming(at, hoursBefore)) {
        // Booked after its reminder time: the confirmation was the reminder.
        if (nowOnTimeline(new Date(due.createdAt)) > due.startsAt - hoursBefore * HOUR) continue;
        const reservation = repository.find(due.id);
        if (!reservation || isStaffEmail(reservation.customerEmail)) continue;
        immediate(() => {
          if (queue(reservation)) {
            mark(reservation.id, 'email');
            reminded.push(reservation.id);
          }
        });
      }
      return { updated: [...changed, ...reminded], released: passed.released };
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
        const current = settings.read();
        // A booking that must reconfirm and was not asked yet is asked now.
        if (!reservation.reconfirmBy && !reservation.dinerConfirmedAt && mayAsk(row, current, clock()) && ask(id, current)) return repository.find(id) as ReservationRecord;
        if (!queue(reservation)) throw badRequest(M.noMailServer);
      }
      mark(id, channel);
      return repository.find(id) as ReservationRecord;
    },

    /** The diner confirmed by phone or WhatsApp: recorded as their link's 'Confirmo que iré' would be. */
    confirmForDiner(id: string): ReservationRecord {
      const row = repository.findRow(id);
      if (!row) throw notFound(RESERVATION_MESSAGES.notFound);
      if (row.status !== 'confirmed' || row.hasArrived) throw conflict(M.confirmNotStanding);
      if (!row.dinerConfirmedAt) repository.update(id, { dinerConfirmedAt: clock().toISOString() });
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
