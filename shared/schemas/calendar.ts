/** The calendar as the owner edits it on 'Ajustes' (shared/calendar.ts holds the data's shape). */
import { z } from 'zod';
import { SERVICE_NAMES, type Service } from '../calendar';
import { dayNumber } from '../madrid-time';
import { CALENDAR_MESSAGES } from '../messages/calendar';
import { serviceMinutes } from '../schedule';
import { calendarDate, gridTime } from './common';

const M = CALENDAR_MESSAGES;
export const NOTE_MAX = 200;
export const HOLIDAY_NAME_MAX = 80;
/** Pacing: at most this many covers starting in one half hour. */
export const MAX_COVERS_LIMIT = 500;
export const CALENDAR_RANGE_DAYS = 62;
const LATEST_END = serviceMinutes('02:00');

const note = z
  .string({ error: M.note(NOTE_MAX) })
  .trim()
  .max(NOTE_MAX, M.note(NOTE_MAX))
  .nullish()
  .transform((value) => value || null);

export const serviceSchema = z
  .object({
    name: z.enum(SERVICE_NAMES, { error: M.serviceName }),
    firstStart: gridTime(M.time),
    lastStart: gridTime(M.time),
    lastEnd: gridTime(M.time),
    maxCovers: z
      .number({ error: M.maxCovers(MAX_COVERS_LIMIT) })
      .int(M.maxCovers(MAX_COVERS_LIMIT))
      .min(1, M.maxCovers(MAX_COVERS_LIMIT))
      .max(MAX_COVERS_LIMIT, M.maxCovers(MAX_COVERS_LIMIT))
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((s) => serviceMinutes(s.firstStart) <= serviceMinutes(s.lastStart) && serviceMinutes(s.lastStart) < serviceMinutes(s.lastEnd), M.serviceOrder)
  .refine((s) => serviceMinutes(s.lastEnd) <= LATEST_END, M.lastEnd);

/** A day's services, each name once, none overlapping another. */
const servicesSchema = z.array(serviceSchema).superRefine((services, ctx) => {
  const ordered = [...services].sort((a, b) => serviceMinutes(a.firstStart) - serviceMinutes(b.firstStart));
  const repeated = new Set(services.map((s) => s.name)).size !== services.length;
  const overlapping = ordered.some((service, i) => i > 0 && serviceMinutes(service.firstStart) < serviceMinutes((ordered[i - 1] as Service).lastEnd));
  if (repeated || overlapping) ctx.addIssue({ code: 'custom', message: M.overlap });
});

/** The week, Monday (1) first to Sunday (7). */
export const weekSchema = z
  .array(z.object({ weekday: z.number({ error: M.week }).int().min(1, M.week).max(7, M.week), services: servicesSchema }), { error: M.week })
  .refine((days) => days.length === 7 && new Set(days.map((d) => d.weekday)).size === 7, M.week);

/**
 * A date closed, or open with its own services or its weekday's, some of them paused online (a
 * private event); any of them with a public note. A rule that changes nothing is refused.
 */
export const dayRuleSchema = z.union(
  [
    z.object({ closed: z.literal(true), note }),
    z
      .object({
        closed: z.literal(false).optional(),
        services: servicesSchema.min(1, M.dayRule).optional(),
        note,
        paused: z
          .array(z.enum(SERVICE_NAMES, { error: M.serviceName }), { error: M.serviceName })
          .default([])
          .transform((names) => [...new Set(names)]),
      })
      .refine((rule) => rule.services !== undefined || rule.note !== null || rule.paused.length > 0, M.dayRule),
  ],
  { error: M.dayRule },
);

/** 'Cancelar y avisar': the bookings a closed date leaves out, as the owner was shown them, and the note each diner is sent. */
export const cancelAffectedSchema = z.object({
  ids: z
    .array(z.string({ error: M.affectedIds }), { error: M.affectedIds })
    .min(1, M.affectedIds)
    .max(500, M.affectedIds),
  note,
});

/** A local holiday the owner adds (the town's fiestas). */
export const localHolidaySchema = z.object({
  name: z
    .string({ error: M.holidayName(HOLIDAY_NAME_MAX) })
    .trim()
    .min(1, M.holidayName(HOLIDAY_NAME_MAX))
    .max(HOLIDAY_NAME_MAX, M.holidayName(HOLIDAY_NAME_MAX)),
});

export const onlinePauseSchema = z.object({
  paused: z.boolean({ error: M.pausedFlag }),
  /** The last date paused; none: until the owner turns it back on. */
  until: calendarDate()
    .nullish()
    .transform((value) => value ?? null),
  note,
});

export const calendarRangeSchema = z
  .object({ from: calendarDate(), to: calendarDate() })
  .refine(({ from, to }) => to >= from && dayNumber(to) - dayNumber(from) < CALENDAR_RANGE_DAYS, M.range(CALENDAR_RANGE_DAYS));

export type WeekInput = z.output<typeof weekSchema>;
export type DayRule = z.output<typeof dayRuleSchema>;
export type OnlinePause = z.output<typeof onlinePauseSchema>;
