/** The figures of a set of opinions: how many, each score's average, and how many gave 1 to 5 overall. */
import type { FeedbackFigures } from '../../shared/api/feedback';
import { SCORE_FIELDS, type ScoreField } from '../../shared/schemas/feedback';

type Scores = Record<ScoreField, number>;

/** One decimal, as 'Informes' shows it: 4.25 reads 4.3. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function feedbackFigures(opinions: readonly Scores[]): FeedbackFigures {
  const count = opinions.length;
  const averageOf = (field: ScoreField) => (count === 0 ? null : oneDecimal(opinions.reduce((sum, opinion) => sum + opinion[field], 0) / count));
  const averages = Object.fromEntries(SCORE_FIELDS.map((field) => [field, averageOf(field)])) as FeedbackFigures['averages'];
  const spread = [1, 2, 3, 4, 5].map((score) => opinions.filter((opinion) => opinion.overall === score).length);
  return { count, averages, spread };
}
