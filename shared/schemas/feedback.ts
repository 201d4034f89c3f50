/** The morning-after survey: the guest's four scores and comment, and staff's 'Encuesta' on a booking. */
import { z } from 'zod';
import { FEEDBACK_MESSAGES } from '../messages/feedback';
import { optionalText } from './common';

const M = FEEDBACK_MESSAGES;

export const SCORE_FIELDS = ['overall', 'food', 'service', 'ambience'] as const;
export type ScoreField = (typeof SCORE_FIELDS)[number];
export const SCORES = [1, 2, 3, 4, 5] as const;
export const COMMENT_MAX = 1000;
/** A score at or below this reaches the dashboard as a warning and the venue by e-mail. */
export const LOW_SCORE = 2;
/** A guest gets at most one survey in this many days, whatever they booked. */
export const SURVEY_EVERY_DAYS = 30;

const WHAT: Record<ScoreField, string> = { overall: 'la velada', food: 'la comida', service: 'el servicio', ambience: 'el ambiente' };
const score = (field: ScoreField) =>
  z
    .number({ error: M.score(WHAT[field]) })
    .int(M.score(WHAT[field]))
    .min(1, M.score(WHAT[field]))
    .max(5, M.score(WHAT[field]));

export const feedbackAnswerSchema = z.object({
  overall: score('overall'),
  food: score('food'),
  service: score('service'),
  ambience: score('ambience'),
  comment: optionalText(COMMENT_MAX, M.comment(COMMENT_MAX)),
});
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;

/** Whether an opinion is one the venue must hear of at once: any of its scores at 2 or less. */
export const isLowScore = (scores: Record<ScoreField, number>): boolean => SCORE_FIELDS.some((field) => scores[field] <= LOW_SCORE);

export const feedbackTokenParams = z.object({ token: z.string({ error: M.invalidLink }).min(10, M.invalidLink).max(200, M.invalidLink) });

/** Staff's 'Encuesta' on a booking: unticked, no message the morning after. */
export const surveyOptOutSchema = z.object({ surveyOptOut: z.boolean({ error: M.surveyOptOut }) });
