/**
 * A combination of tables ('Mesa 3 + 4'): two to four tables of one zone joined for bigger parties,
 * with their own party range, and whether diners may get them online.
 */
import { z } from 'zod';
import { COMBINATION_MESSAGES } from '../messages/combinations';
import { PARTY_SIZE_MAX } from '../sections';
import { sectionSchema } from './reservation';

const M = COMBINATION_MESSAGES;

export const COMBINATION_TABLES = { min: 2, max: 4 } as const;
const NAME_MAX = 50;

const capacity = z
  .number({ error: M.capacity(PARTY_SIZE_MAX) })
  .int(M.capacity(PARTY_SIZE_MAX))
  .min(1, M.capacity(PARTY_SIZE_MAX))
  .max(PARTY_SIZE_MAX, M.capacity(PARTY_SIZE_MAX));
const tableIds = z
  .array(z.number({ error: M.tables(COMBINATION_TABLES.min, COMBINATION_TABLES.max) }).int(M.tables(COMBINATION_TABLES.min, COMBINATION_TABLES.max)), {
    error: M.tables(COMBINATION_TABLES.min, COMBINATION_TABLES.max),
  })
  .min(COMBINATION_TABLES.min, M.tables(COMBINATION_TABLES.min, COMBINATION_TABLES.max))
  .max(COMBINATION_TABLES.max, M.tables(COMBINATION_TABLES.min, COMBINATION_TABLES.max))
  .refine((ids) => new Set(ids).size === ids.length, M.tables(COMBINATION_TABLES.min, COMBINATION_TABLES.max));

export const combinationSchema = z
  .object({
    name: z
      .string({ error: M.name(NAME_MAX) })
      .trim()
      .min(1, M.name(NAME_MAX))
      .max(NAME_MAX, M.name(NAME_MAX)),
    section: sectionSchema,
    tableIds,
    minCapacity: capacity,
    maxCapacity: capacity,
    online: z.boolean({ error: M.online }),
  })
  .refine((combination) => combination.minCapacity <= combination.maxCapacity, { message: M.capacity(PARTY_SIZE_MAX), path: ['minCapacity'] });

export type Combination = z.infer<typeof combinationSchema>;
