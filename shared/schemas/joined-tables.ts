/** Tables joined for one party: a combination joins 2 to 4, and so may staff for one booking ('Unir mesas'). */
import { z } from 'zod';
import { COMBINATION_MESSAGES } from '../messages/combinations';

export const COMBINATION_TABLES = { min: 2, max: 4 } as const;

const message = COMBINATION_MESSAGES.tables(COMBINATION_TABLES.min, COMBINATION_TABLES.max);

/** 2 to 4 distinct table ids. */
export const joinedTableIds = z
  .array(z.number({ error: message }).int(message), { error: message })
  .min(COMBINATION_TABLES.min, message)
  .max(COMBINATION_TABLES.max, message)
  .refine((ids) => new Set(ids).size === ids.length, message);
