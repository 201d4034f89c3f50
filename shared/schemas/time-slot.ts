import { z } from 'zod';
import { TIME_SLOT_MESSAGES } from '../messages/time-slots';
import { BOOKING_MESSAGES } from '../messages/booking';
import { calendarDate, gridTime } from './common';

const M = TIME_SLOT_MESSAGES;

export const timeSlotParamsSchema = z.object({
  date: calendarDate(),
  time: gridTime(BOOKING_MESSAGES.startRequired),
});

/** Close a start slot to online bookings (`available: false`) or cap the bookings starting in it. */
export const timeSlotLimitSchema = z.object({
  available: z.boolean({ error: M.available }).default(true),
  maxCapacity: z.coerce.number({ error: M.maxCapacity }).int(M.maxCapacity).min(0, M.maxCapacity).max(200, M.maxCapacity).default(8),
});
