/** The morning-after message to a guest who came, and the venue's notice of a low score. */
import escapeHtml from 'escape-html';
import { formatLongDate } from '../../shared/long-date';
import { SCORE_LABELS } from '../../shared/messages/feedback';
import { SCORE_FIELDS, type FeedbackAnswer } from '../../shared/schemas/feedback';
import type { VenueDetails } from '../../shared/schemas/venue';
import type { OutgoingMail } from '../mail';

/** Where the site answers the survey's link (shared/routes.ts `opinion`). */
export const surveyPage = (origin: string, token: string) => `${origin}/opinion/${encodeURIComponent(token)}`;

interface Visit {
  customerName: string;
  customerEmail: string;
  date: string;
  startTime: string;
  partySize: number;
}

export function surveyMail(visit: Visit, venue: VenueDetails, link: string): OutgoingMail {
  const day = formatLongDate(visit.date);
  const text = [
    `Hola, ${visit.customerName}:`,
    '',
    `Gracias por venir a ${venue.name} el ${day}. ¿Qué tal fue? Cuéntanoslo en un minuto: cuatro notas del 1 al 5 y, si quieres, un comentario.`,
    '',
    `Dar mi opinión: ${link}`,
    '',
    'Solo te escribimos esta vez; leemos cada respuesta.',
  ].join('\n');
  const html = [
    `<p>Hola, ${escapeHtml(visit.customerName)}:</p>`,
    `<p>Gracias por venir a <strong>${escapeHtml(venue.name)}</strong> el ${escapeHtml(day)}. ¿Qué tal fue? Cuéntanoslo en un minuto: cuatro notas del 1 al 5 y, si quieres, un comentario.</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:24px;background:#047857;color:#ffffff;font-weight:bold;text-decoration:none">Dar mi opinión</a></p>`,
    '<p>Solo te escribimos esta vez; leemos cada respuesta.</p>',
  ].join('\n');
  return { kind: 'survey', recipient: visit.customerEmail, subject: `¿Qué tal tu visita a ${venue.name}?`, text, html, replyTo: venue.email };
}

/** To the venue's own address: who, when, each score and the comment, so someone can call back today. */
export function lowScoreMail(visit: Visit, answer: FeedbackAnswer, venue: VenueDetails): OutgoingMail {
  const when = `${formatLongDate(visit.date)}, a las ${visit.startTime}`;
  const scores = SCORE_FIELDS.map((field) => `${SCORE_LABELS[field]}: ${answer[field]} de 5`);
  const lines = [
    `${visit.customerName} (${visit.partySize} personas, ${when}) ha dejado una opinión con una nota baja.`,
    '',
    ...scores,
    '',
    answer.comment ? `Comentario: ${answer.comment}` : 'Sin comentario.',
    '',
    `Contacto: ${visit.customerEmail}`,
    'La tienes en el panel, en «Opiniones».',
  ];
  return {
    kind: 'feedback-alert',
    recipient: venue.email,
    subject: `Opinión con nota baja: ${visit.customerName}, ${formatLongDate(visit.date)}`,
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n'),
    replyTo: visit.customerEmail,
  };
}
