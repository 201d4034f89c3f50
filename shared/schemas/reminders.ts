/**
 * Reminders: how many hours before a booking the diner is written to, and what a reminder's link
 * answers. The links carry the booking and the answer, signed by the server.
 */
import { z } from 'zod';
import { REMINDER_MESSAGES } from '../messages/reminders';

const M = REMINDER_MESSAGES;

export const REMINDER_HOURS = { min: 2, max: 72, default: 24 } as const;

export const reminderSettingsSchema = z.object({
  /** On by default: it only ever sends once a mail server is set. */
  enabled: z.boolean({ error: M.enabled }),
  hoursBefore: z.coerce
    .number({ error: M.hours(REMINDER_HOURS.min, REMINDER_HOURS.max) })
    .int(M.hours(REMINDER_HOURS.min, REMINDER_HOURS.max))
    .min(REMINDER_HOURS.min, M.hours(REMINDER_HOURS.min, REMINDER_HOURS.max))
    .max(REMINDER_HOURS.max, M.hours(REMINDER_HOURS.min, REMINDER_HOURS.max)),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** The two answers a reminder offers: 'Confirmo que iré' and 'No podré ir'. */
export const REMINDER_ANSWERS = ['confirm', 'cancel'] as const;
export type ReminderAnswer = (typeof REMINDER_ANSWERS)[number];

/** How a party was reminded: the e-mail, or WhatsApp opened with the text filled in. */
export const REMINDER_CHANNELS = ['email', 'whatsapp'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
export const reminderRequestSchema = z.object({ channel: z.enum(REMINDER_CHANNELS, { error: M.channel }) });

export const reminderTokenParams = z.object({ token: z.string({ error: M.invalidLink }).min(10, M.invalidLink).max(200, M.invalidLink) });
