import { z } from 'zod';
import { MESSAGES } from '../messages';
import { calendarDate, gridTime } from './common';

export const timeSlotParamsSchema = z.object({
  date: calendarDate(),
  time: gridTime(MESSAGES.booking.startRequired),
});

/** Close a start slot to online bookings (`available: false`) or cap the bookings starting in it. */
export const timeSlotLimitSchema = z.object({
  available: z.boolean({ error: 'available debe ser verdadero o falso' }).default(true),
  maxCapacity: z.coerce
    .number({ error: 'El máximo de reservas debe ser un entero entre 0 y 200' })
    .int('El máximo de reservas debe ser un entero entre 0 y 200')
    .min(0, 'El máximo de reservas debe ser un entero entre 0 y 200')
    .max(200, 'El máximo de reservas debe ser un entero entre 0 y 200')
    .default(8),
});
