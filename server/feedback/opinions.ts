/**
 * The guests' opinions: the survey's page read (nothing stored) and sent once, the low ones told
 * to the venue by e-mail, and what staff read: a range with its figures, the unread count, a
 * guest's own, and 'Encuesta' on a booking.
 */
import { and, desc, eq, gte, isNull, lte, count } from 'drizzle-orm';
import type { FeedbackView, Opinion } from '../../shared/api/feedback';
import { FEEDBACK_MESSAGES } from '../../shared/messages/feedback';
import { RESERVATION_MESSAGES } from '../../shared/messages/reservation';
import { isLowScore, type FeedbackAnswer } from '../../shared/schemas/feedback';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import type { ReservationRecord } from '../db/rows';
import { feedback, reservations } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { Outbox } from '../mail';
import type { BookingLinks, ReservationRepository } from '../reservations';
import type { VenueSettings } from '../venue';
import { feedbackFigures } from './figures';
import { lowScoreMail } from './mail';

const M = FEEDBACK_MESSAGES;

interface OpinionDeps {
  db: Db;
  clock: Clock;
  links: BookingLinks;
  outbox: Outbox;
  venue: VenueSettings;
  repository: ReservationRepository;
}

export function createOpinions({ db, clock, links, outbox, venue, repository }: OpinionDeps) {
  const withBooking = () =>
    db
      .select({
        id: feedback.id,
        reservationId: feedback.reservationId,
        guestId: feedback.guestId,
        date: feedback.date,
        startTime: reservations.startTime,
        partySize: reservations.partySize,
        customerName: reservations.customerName,
        confirmationNumber: reservations.confirmationNumber,
        overall: feedback.overall,
        food: feedback.food,
        service: feedback.service,
        ambience: feedback.ambience,
        comment: feedback.comment,
        createdAt: feedback.createdAt,
        readAt: feedback.readAt,
        anonymisedAt: feedback.anonymisedAt,
      })
      .from(feedback)
      .innerJoin(reservations, eq(reservations.id, feedback.reservationId));
  type Row = ReturnType<ReturnType<typeof withBooking>['all']>[number];
  const toOpinion = (row: Row): Opinion => ({ ...row, low: isLowScore(row) });

  /** The booking a survey's token names, while its guest's data is kept. */
  function visitOf(token: string): ReservationRecord {
    const link = links.read(token);
    const reservation = link?.purpose === 'opinion' ? repository.find(link.id) : null;
    if (!reservation || reservation.anonymisedAt) throw notFound(M.invalidLink);
    return reservation;
  }

  const answeredFor = (id: string) => db.select({ id: feedback.id }).from(feedback).where(eq(feedback.reservationId, id)).get() !== undefined;

  function viewOf(reservation: ReservationRecord): FeedbackView {
    const details = venue.read();
    const answered = answeredFor(reservation.id);
    return {
      venueName: details?.name ?? '',
      date: reservation.date,
      startTime: reservation.startTime,
      partySize: reservation.partySize,
      answered,
      reviewsLink: answered ? (details?.links.reviews ?? null) : null,
    };
  }

  return {
    /** The survey's page: reading it stores nothing. */
    view: (token: string): FeedbackView => viewOf(visitOf(token)),

    /** 'Enviar opinión', once per booking; a low one also goes to the venue's address. Answers the view and the opinion's id. */
    answer(token: string, answer: FeedbackAnswer): { view: FeedbackView; id: number } {
      const reservation = visitOf(token);
      const id = db.$client
        .transaction(() => {
          if (answeredFor(reservation.id)) throw conflict(M.answered);
          const stored = db
            .insert(feedback)
            .values({ reservationId: reservation.id, guestId: reservation.guestId, date: reservation.date, ...answer, createdAt: clock().toISOString() })
            .returning({ id: feedback.id })
            .get();
          const details = venue.read();
          if (details && isLowScore(answer)) outbox.enqueue(lowScoreMail(reservation, answer, details), 'staff');
          return stored.id;
        })
        .immediate();
      return { view: viewOf(reservation), id };
    },

    /** A range of service days, newest first, and its figures. */
    list(from: string, to: string) {
      const rows = withBooking()
        .where(and(gte(feedback.date, from), lte(feedback.date, to)))
        .orderBy(desc(feedback.date), desc(feedback.id))
        .all();
      return { opinions: rows.map(toOpinion), figures: feedbackFigures(rows) };
    },

    unread: (): number => db.select({ total: count() }).from(feedback).where(isNull(feedback.readAt)).get()?.total ?? 0,

    markRead(id: number): Opinion {
      db.update(feedback)
        .set({ readAt: clock().toISOString() })
        .where(and(eq(feedback.id, id), isNull(feedback.readAt)))
        .run();
      const row = withBooking().where(eq(feedback.id, id)).get();
      if (!row) throw notFound(M.notFound);
      return toOpinion(row);
    },

    ofGuest: (guestId: number): Opinion[] => withBooking().where(eq(feedback.guestId, guestId)).orderBy(desc(feedback.date), desc(feedback.id)).all().map(toOpinion),

    /** 'Encuesta' ticked or unticked on a booking. */
    setSurvey(id: string, surveyOptOut: boolean): ReservationRecord {
      if (!repository.findRow(id)) throw notFound(RESERVATION_MESSAGES.notFound);
      repository.update(id, { surveyOptOut });
      return repository.find(id) as ReservationRecord;
    },
  };
}

export type Opinions = ReturnType<typeof createOpinions>;
