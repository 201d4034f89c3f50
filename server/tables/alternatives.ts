/**
 * Where a party finds no table, what would work instead: the nearest starts with a seat in the zone
 * asked, then the other zones with one at the time asked. Diners get it by the rules of an online
 * booking (online-seats.ts); staff by theirs (`staffAlternatives`).
 */
import { SECTIONS } from '../../shared/sections';
import { endKeepingLength, serviceMinutes, staffStartTimes } from '../../shared/schedule';
import { allocateSeating } from './allocate';
import { bookingInterval } from './interval';
import type { Occupancy } from './occupancy';

/** Other times are looked for up to two hours either side of the one asked. */
const NEAR_MINUTES = 120;
/** The nearest few: enough to choose from, few enough to read on a phone. */
const NEAR_TIMES = 4;

/** A time or a zone with a table where the one asked has none. */
export interface Alternative {
  startTime: string;
  preferredSection: string;
}

/**
 * Among `starts` (the day's, in order) and `zones`, those where `seats` finds a table: up to four
 * starts of the zone asked, the nearest first and listed in time order, then the other zones at the
 * start asked (when that start is still offered).
 */
export function nearbyAlternatives<Zone extends string>(
  asked: { startTime: string; section: Zone },
  starts: readonly string[],
  zones: readonly Zone[],
  seats: (time: string, zone: Zone) => boolean,
): Alternative[] {
  const { startTime, section } = asked;
  const distance = (time: string) => Math.abs(serviceMinutes(time) - serviceMinutes(startTime));
  const times = starts
    .filter((time) => time !== startTime && distance(time) <= NEAR_MINUTES)
    .sort((a, b) => distance(a) - distance(b) || serviceMinutes(a) - serviceMinutes(b))
    .filter((time) => seats(time, section))
    .slice(0, NEAR_TIMES)
    .sort((a, b) => serviceMinutes(a) - serviceMinutes(b));
  const others = starts.includes(startTime) ? zones.filter((zone) => zone !== section && seats(startTime, zone)) : [];
  return [...times.map((time) => ({ startTime: time, preferredSection: section })), ...others.map((zone) => ({ startTime, preferredSection: zone }))];
}

export interface StaffAsk {
  date: string;
  startTime: string;
  endTime: string;
  section: string;
  partySize: number;
}

/**
 * For a staff booking no table is free for: the staff's starts from now, every zone, every
 * combination, the booking as long as asked (cut at the start's last end); the online limits
 * (pacing, closed slots) are staff's to overrule, so they do not count here.
 */
export function staffAlternatives(occupancy: Occupancy, { date, startTime, endTime, section, partySize }: StaffAsk, now: Date): Alternative[] {
  const seats = (time: string, zone: string) => {
    const end = time === startTime ? endTime : endKeepingLength(startTime, endTime, time);
    return end !== '' && allocateSeating(occupancy, zone, partySize, bookingInterval(date, time, end), 'staff') !== null;
  };
  return nearbyAlternatives({ startTime, section }, staffStartTimes(date, now), SECTIONS, seats);
}
