/**
 * Reminders: how many hours before a booking the diner is written to, and what a reminder's link
 * answers. The links carry the booking and the answer, signed by the server.
 */
import { z } from 'zod';
import { REMINDER_MESSAGES } from '../messages/reminders';
import { gridTime } from './common';

const M = REMINDER_MESSAGES;

export const REMINDER_HOURS = { min: 2, max: 72, default: 24 } as const;

const wholeNumber = (range: { min: number; max: number }, message: string) => z.coerce.number({ error: message }).int(message).min(range.min, message).max(range.max, message);

/** Which bookings must reconfirm (big or made far ahead), by how many hours before, and whether an unconfirmed one is released. */
export const RECONFIRM_PARTY = { min: 2, max: 20, default: 7 } as const;
export const RECONFIRM_DAYS_AHEAD = { min: 1, max: 90, default: 14 } as const;
export const RECONFIRM_HOURS = { min: 2, max: 72, default: 24 } as const;
export const reconfirmSettingsSchema = z.object({
  enabled: z.boolean({ error: M.reconfirmEnabled }),
  minPartySize: wholeNumber(RECONFIRM_PARTY, M.reconfirmParty(RECONFIRM_PARTY.min, RECONFIRM_PARTY.max)),
  minDaysAhead: wholeNumber(RECONFIRM_DAYS_AHEAD, M.reconfirmDays(RECONFIRM_DAYS_AHEAD.min, RECONFIRM_DAYS_AHEAD.max)),
  hoursBefore: wholeNumber(RECONFIRM_HOURS, M.reconfirmHours(RECONFIRM_HOURS.min, RECONFIRM_HOURS.max)),
  /** 'Liberar la mesa si no confirma': off until the owner chooses it. */
  release: z.boolean({ error: M.release }),
});
export type ReconfirmSettings = z.infer<typeof reconfirmSettingsSchema>;
export const RECONFIRM_DEFAULTS: ReconfirmSettings = {
  enabled: true,
  minPartySize: RECONFIRM_PARTY.default,
  minDaysAhead: RECONFIRM_DAYS_AHEAD.default,
  hoursBefore: RECONFIRM_HOURS.default,
  release: false,
};

/** The morning-after message to the guests who came: on (it only sends once mail is set), at 11:00. */
export const surveySettingsSchema = z.object({
  enabled: z.boolean({ error: M.surveyEnabled }),
  time: gridTime(M.surveyTime),
});
export type SurveySettings = z.infer<typeof surveySettingsSchema>;
export const SURVEY_DEFAULTS: SurveySettings = { enabled: true, time: '11:00' };

export const reminderSettingsSchema = z.object({
  /** On by default: it only ever sends once a mail server is set. */
  enabled: z.boolean({ error: M.enabled }),
  hoursBefore: wholeNumber(REMINDER_HOURS, M.hours(REMINDER_HOURS.min, REMINDER_HOURS.max)),
  reconfirm: reconfirmSettingsSchema.default(RECONFIRM_DEFAULTS),
  survey: surveySettingsSchema.default(SURVEY_DEFAULTS),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
export const REMINDER_DEFAULTS: ReminderSettings = {
  enabled: true,
  hoursBefore: REMINDER_HOURS.default,
  reconfirm: RECONFIRM_DEFAULTS,
  survey: SURVEY_DEFAULTS,
};

/** The two answers a reminder offers: 'Confirmo que iré' and 'No podré ir'. */
export const REMINDER_ANSWERS = ['confirm', 'cancel'] as const;
export type ReminderAnswer = (typeof REMINDER_ANSWERS)[number];

/** How a party was reminded: the e-mail, or WhatsApp opened with the text filled in. */
export const REMINDER_CHANNELS = ['email', 'whatsapp'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
export const reminderRequestSchema = z.object({ channel: z.enum(REMINDER_CHANNELS, { error: M.channel }) });

export const reminderTokenParams = z.object({ token: z.string({ error: M.invalidLink }).min(10, M.invalidLink).max(200, M.invalidLink) });
