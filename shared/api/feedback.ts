/**
 * 'How it went': the guest's page from the morning-after message (read, then sent once), staff's
 * 'Opiniones' with its figures, a guest's opinions on their card, and 'Encuesta' on a booking.
 */
import { z } from 'zod';
import { RESERVATION_MESSAGES } from '../messages/reservation';
import { idParams, uuidParams } from '../schemas/common';
import { feedbackAnswerSchema, feedbackTokenParams, surveyOptOutSchema } from '../schemas/feedback';
import { reportQuerySchema } from '../schemas/reports';
import { reservationDto } from './dto';
import { at, errorsOf, publicEndpoint, staffEndpoint } from './endpoint';

const TAG = 'Opiniones';
const text = z.string();
const int = z.number().int();
const changed = { emits: 'feedback-changed' } as const;

/** What the survey's page shows: the visit as the guest knows it, and whether it was already answered. */
export const feedbackViewDto = z.object({
  venueName: text,
  date: text,
  startTime: text,
  partySize: int,
  answered: z.boolean(),
  /** The venue's 'Reseñas' link, once answered (the same for every score); null when the venue has none. */
  reviewsLink: text.nullable(),
});
export type FeedbackView = z.infer<typeof feedbackViewDto>;

/** One opinion as staff read it, with its booking. */
export const opinionDto = z.object({
  id: int,
  reservationId: text,
  guestId: int.nullable(),
  /** The booking's service day. */
  date: text,
  startTime: text,
  partySize: int,
  customerName: text,
  confirmationNumber: text,
  overall: int,
  food: int,
  service: int,
  ambience: int,
  /** null when the guest wrote none, or once anonymised with its booking. */
  comment: text.nullable(),
  /** Any score of 2 or less. */
  low: z.boolean(),
  createdAt: text,
  readAt: text.nullable(),
  anonymisedAt: text.nullable(),
});
export type Opinion = z.infer<typeof opinionDto>;

const average = z.number().nullable();
/** The range's figures: how many, the average of each score (null with none), and how many gave 1 to 5 overall. */
export const feedbackFiguresDto = z.object({
  count: int,
  averages: z.object({ overall: average, food: average, service: average, ambience: average }),
  /** Opinions whose overall score was 1, 2, 3, 4 and 5, in that order. */
  spread: z.array(int).length(5),
});
export type FeedbackFigures = z.infer<typeof feedbackFiguresDto>;

export const feedbackContract = {
  /** The survey's link, read: nothing is stored (mail scanners open links). */
  view: publicEndpoint
    .route(at('GET', '/api/feedback/{token}', TAG, 'Ver la encuesta de una visita'))
    .errors(errorsOf('not-found'))
    .input(z.object({ params: feedbackTokenParams }))
    .output(feedbackViewDto),
  /** 'Enviar opinión': the four scores (1 to 5) and a comment, once. */
  answer: publicEndpoint
    .route(at('POST', '/api/feedback/{token}', TAG, 'Enviar la opinión de una visita', 201))
    .meta(changed)
    .errors(errorsOf('not-found', 'conflict', 'fair-use'))
    .input(z.object({ params: feedbackTokenParams, body: feedbackAnswerSchema }))
    .output(feedbackViewDto),
  /** The opinions of a range of service days, newest first, with their figures. */
  list: staffEndpoint
    .route(at('GET', '/api/admin/feedback', TAG, 'Opiniones de un intervalo de fechas'))
    .input(z.object({ query: reportQuerySchema }))
    .output(z.object({ opinions: z.array(opinionDto), figures: feedbackFiguresDto })),
  /** How many opinions no one has opened yet: the badge of 'Opiniones'. */
  unread: staffEndpoint.route(at('GET', '/api/admin/feedback/unread', TAG, 'Opiniones sin leer')).output(z.object({ unread: int })),
  /** Opened under 'Opiniones': no longer counted as unread. */
  markRead: staffEndpoint
    .route(at('POST', '/api/admin/feedback/{id}/read', TAG, 'Marcar una opinión como leída'))
    .meta(changed)
    .errors(errorsOf('not-found'))
    .input(z.object({ params: idParams }))
    .output(opinionDto),
  /** A guest's opinions, newest first, for their card. */
  ofGuest: staffEndpoint
    .route(at('GET', '/api/admin/guests/{id}/feedback', TAG, 'Opiniones de un cliente'))
    .input(z.object({ params: idParams }))
    .output(z.array(opinionDto)),
  /** 'Encuesta' ticked or unticked on a booking. */
  setSurvey: staffEndpoint
    .route(at('PATCH', '/api/reservations/{id}/survey', TAG, 'Enviar o no la encuesta de una reserva'))
    .meta({ emits: 'reservation-updated' })
    .errors(errorsOf('not-found'))
    .input(z.object({ params: uuidParams(RESERVATION_MESSAGES.invalidId), body: surveyOptOutSchema }))
    .output(reservationDto),
};
