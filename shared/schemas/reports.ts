/** The owner's figures: which dates they cover. */
import { z } from 'zod';
import { dayNumber } from '../madrid-time';
import { REPORT_MESSAGES } from '../messages/reports';
import { calendarDate } from './common';

const M = REPORT_MESSAGES;

/** A year and a day: a leap year's range, and the same range a year before beside it. */
export const REPORT_MAX_DAYS = 366;

const range = { from: calendarDate(M.range), to: calendarDate(M.range) };
const withinLimits = (query: { from: string; to: string }, context: z.RefinementCtx) => {
  const days = dayNumber(query.to) - dayNumber(query.from) + 1;
  if (days < 1) context.addIssue({ code: 'custom', message: M.range, path: ['to'] });
  else if (days > REPORT_MAX_DAYS) context.addIssue({ code: 'custom', message: M.tooLong(REPORT_MAX_DAYS), path: ['to'] });
};

export const reportQuerySchema = z.object(range).superRefine(withinLimits);

/** The bookings file: the diners' names and contacts only when asked for (`personal=1`). */
export const reportCsvQuerySchema = z
  .object({
    ...range,
    personal: z
      .enum(['0', '1'], { error: M.range })
      .default('0')
      .transform((value) => value === '1'),
  })
  .superRefine(withinLimits);
