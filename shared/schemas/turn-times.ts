/**
 * How long a table is kept ('Duración de la mesa'): for each service, minutes by party size in bands
 * (`upTo` the band's largest party, ascending, the last reaching the largest party), and the longest
 * booking a diner may make online (null: as long as the day's hours allow).
 */
import { z } from 'zod';
import { TURN_TIME_MESSAGES } from '../messages/turn-times';
import { PARTY_SIZE_MAX } from '../sections';
import { SLOT_MINUTES } from '../schedule';

const M = TURN_TIME_MESSAGES;

export const TURN_MINUTES = { min: 60, max: 360 } as const;

const minutesSchema = (message: string) => z.number({ error: message }).int(message).min(TURN_MINUTES.min, message).max(TURN_MINUTES.max, message).multipleOf(SLOT_MINUTES, message);

const bandSchema = z.object({
  upTo: z
    .number({ error: M.upTo(PARTY_SIZE_MAX) })
    .int(M.upTo(PARTY_SIZE_MAX))
    .min(1, M.upTo(PARTY_SIZE_MAX))
    .max(PARTY_SIZE_MAX, M.upTo(PARTY_SIZE_MAX)),
  minutes: minutesSchema(M.minutes(TURN_MINUTES.min, TURN_MINUTES.max)),
});

const bandsSchema = z
  .array(bandSchema, { error: M.bands(PARTY_SIZE_MAX) })
  .min(1, M.bands(PARTY_SIZE_MAX))
  .max(PARTY_SIZE_MAX, M.bands(PARTY_SIZE_MAX))
  .superRefine((bands, ctx) => {
    bands.forEach((band, index) => {
      const before = bands[index - 1];
      if (before && band.upTo <= before.upTo) ctx.addIssue({ code: 'custom', path: [index, 'upTo'], message: M.ascending });
    });
    const last = bands.at(-1);
    if (last && last.upTo !== PARTY_SIZE_MAX) ctx.addIssue({ code: 'custom', path: [bands.length - 1, 'upTo'], message: M.lastCovers(PARTY_SIZE_MAX) });
  });

export const turnTimesSchema = z.object({
  comida: bandsSchema,
  cena: bandsSchema,
  maxOnlineMinutes: minutesSchema(M.maxOnline(TURN_MINUTES.min, TURN_MINUTES.max)).nullable(),
});
export type TurnTimes = z.infer<typeof turnTimesSchema>;
export type TurnBand = TurnTimes['cena'][number];

/** Until the owner chooses: 1–4 people 2 h, 5–6 2 h 30, 7 or more 3 h (Tablein's defaults), and no online limit. */
const TABLEIN_BANDS: TurnBand[] = [
  { upTo: 4, minutes: 120 },
  { upTo: 6, minutes: 150 },
  { upTo: PARTY_SIZE_MAX, minutes: 180 },
];
export const DEFAULT_TURN_TIMES: TurnTimes = { comida: TABLEIN_BANDS, cena: TABLEIN_BANDS, maxOnlineMinutes: null };
