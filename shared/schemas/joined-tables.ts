/** Tables joined for one party: a combination joins 2 to 4, and so may staff for one booking ('Unir mesas'). */
import { z } from 'zod';
import { COMBINATION_MESSAGES } from '../messages/combinations';

export const COMBINATION_TABLES = { min: 2, max: 4 } as const;

/** 2 to 4 distinct table ids; `message` says it in the words of the form that sends them. */
export const joinedTableIds = (message: string) =>
  z
    .array(z.number({ error: message }).int(message), { error: message })
    .min(COMBINATION_TABLES.min, message)
    .max(COMBINATION_TABLES.max, message)
    .refine((ids) => new Set(ids).size === ids.length, message);

/** What a combination's form says of its tables, and what 'Unir mesas para esta reserva' says. */
export const COMBINATION_TABLES_MESSAGE = COMBINATION_MESSAGES.tables(COMBINATION_TABLES.min, COMBINATION_TABLES.max);
export const JOINED_FOR_BOOKING_MESSAGE = COMBINATION_MESSAGES.joinForBooking(COMBINATION_TABLES.min, COMBINATION_TABLES.max);
