/**
 * How long a table is kept ('Duración de la mesa', shared/schemas/turn-times.ts) turned into an end:
 * the diner's recommended end, staff's proposed end, a walk-in's.
 */
import type { Calendar, ServiceName } from './calendar';
import type { TurnBand, TurnTimes } from './schemas/turn-times';
import { endTimes, isLunchStart, serviceMinutes, serviceOf, staffEndTimes } from './schedule';

/** Minutes a party of `partySize` keeps its table at that service: the first band that reaches it. */
export function turnMinutes(times: TurnTimes, service: ServiceName, partySize: number): number {
  const bands = service === 'Comida' ? times.comida : times.cena;
  // The schema keeps at least one band, the last reaching the largest party.
  return (bands.find((band) => partySize <= band.upTo) ?? (bands.at(-1) as TurnBand)).minutes;
}

/**
 * The end `minutes` after `startTime` among the ends offered: the latest one not past it (the close
 * may come sooner); none when every end offered is later (a lunch that only ends at 17:00).
 */
export function endAfterMinutes(startTime: string, minutes: number, ends: readonly string[]): string {
  const target = serviceMinutes(startTime) + minutes;
  return ends.filter((end) => serviceMinutes(end) <= target).at(-1) ?? '';
}

/**
 * When a diner's end is one the day allows but past the owner's longest online booking, the latest
 * end they may book from that start; null otherwise (no limit, within it, or an end the day does not
 * offer at all).
 */
export function latestOnlineEnd(date: string, startTime: string, endTime: string, calendar: Calendar, longest: number | null): string | null {
  if (longest === null) return null;
  const allowed = endTimes(date, startTime, calendar, longest);
  if (allowed.includes(endTime) || !endTimes(date, startTime, calendar).includes(endTime)) return null;
  return allowed.at(-1) ?? null;
}

/**
 * The end 'Duración de la mesa' gives a party starting then ('recomendada'), among the ends a diner
 * may pick; none until the durations and a start are known. The form proposes it; the server checks
 * other times and seats the waiting list with it.
 */
export function recommendedEnd(date: string, startTime: string, partySize: number, calendar: Calendar | undefined, turnTimes: TurnTimes | null): string {
  const service = date && startTime ? serviceOf(date, startTime, calendar) : undefined;
  if (!turnTimes || !service) return '';
  return endAfterMinutes(startTime, turnMinutes(turnTimes, service.name, partySize), endTimes(date, startTime, calendar, turnTimes.maxOnlineMinutes));
}

/** How long staff keep a table until 'Duración de la mesa' has answered. */
export const UNKNOWN_TURN_MINUTES = 120;
/** A party not yet counted is kept as a couple's. */
const DEFAULT_PARTY = 2;

/** Minutes 'Duración de la mesa' keeps a table for a party starting then, by the staff's lunch hours (two hours before the durations are known). */
export function keptMinutes(startTime: string, partySize: number | null, times: TurnTimes | null): number {
  return times ? turnMinutes(times, isLunchStart(startTime) ? 'Comida' : 'Cena', partySize ?? DEFAULT_PARTY) : UNKNOWN_TURN_MINUTES;
}

/**
 * The end staff are proposed for a booking: as long after its start as 'Duración de la mesa' keeps
 * the party's table, among the staff's ends, or the start's last end when that comes sooner.
 */
export function proposedEnd(startTime: string, partySize: number | null, times: TurnTimes | null): string {
  const ends = staffEndTimes(startTime);
  return endAfterMinutes(startTime, keptMinutes(startTime, partySize, times), ends) || (ends.at(-1) ?? '');
}
