/**
 * A combination of tables ('Mesa 3 + 4'): two to four tables of one zone joined for bigger parties,
 * with their own party range, and whether diners may get them online.
 */
import { z } from 'zod';
import { COMBINATION_MESSAGES } from '../messages/combinations';
import { PARTY_SIZE_MAX } from '../sections';
import { COMBINATION_TABLES_MESSAGE, joinedTableIds } from './joined-tables';
import { sectionSchema } from './reservation';

const M = COMBINATION_MESSAGES;

const NAME_MAX = 50;

const capacity = z
  .number({ error: M.capacity(PARTY_SIZE_MAX) })
  .int(M.capacity(PARTY_SIZE_MAX))
  .min(1, M.capacity(PARTY_SIZE_MAX))
  .max(PARTY_SIZE_MAX, M.capacity(PARTY_SIZE_MAX));

export const combinationSchema = z
  .object({
    name: z
      .string({ error: M.name(NAME_MAX) })
      .trim()
      .min(1, M.name(NAME_MAX))
      .max(NAME_MAX, M.name(NAME_MAX)),
    section: sectionSchema,
    tableIds: joinedTableIds(COMBINATION_TABLES_MESSAGE),
    minCapacity: capacity,
    maxCapacity: capacity,
    online: z.boolean({ error: M.online }),
  })
  .refine((combination) => combination.minCapacity <= combination.maxCapacity, { message: M.capacity(PARTY_SIZE_MAX), path: ['minCapacity'] });

export type Combination = z.infer<typeof combinationSchema>;
