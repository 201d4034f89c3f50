/**
 * What a diner could book online, and where, by the rules of a diner's booking: the day's starts from
 * now (none in a paused service), the slot's limits, the end 'Duración de la mesa' recommends for the
 * party, and a free table or online combination (tables held for the waiting list aside). It answers
 * the other times and zones shown when a slot is full, and the seat a waiting entry is offered.
 */
import { LRUCache } from 'lru-cache';
import { contactReason, ONLINE_SECTIONS, type Section } from '../../shared/sections';
import { nowOnTimeline, SLOT_MINUTES, serviceMinutes, timelineMinutes } from '../../shared/schedule';
import { recommendedEnd } from '../../shared/turn-times';
import type { CalendarStore, SlotLimits } from '../calendar';
import { onlineStartTimes } from '../calendar';
import type { Clock } from '../kernel';
import type { TurnTimesStore } from '../turn-times';
import { allocateSeating, type Seating } from './allocate';
import { nearbyAlternatives, type Alternative } from './alternatives';
import { bookingInterval } from './interval';
import type { Occupancy } from './occupancy';

/** A full Friday's few full slots, asked over and over by the diners who find them full. */
const KEPT_ALTERNATIVES = 200;

export interface OnlineSeat {
  startTime: string;
  endTime: string;
  section: Section;
  seating: Seating;
}

/** What a waiting entry would accept: a start in its window, for its party, in its zone or any. */
export interface SeatWish {
  date: string;
  startTime: string;
  latestStart: string;
  partySize: number;
  preferredSection: Section | null;
}

interface Deps {
  occupancy: Occupancy;
  calendar: CalendarStore;
  slotLimits: SlotLimits;
  turnTimes: TurnTimesStore;
  clock: Clock;
}

/** The zones a party may book online, in the form's order. */
export const onlineZonesFor = (partySize: number): Section[] => ONLINE_SECTIONS.filter((section) => contactReason(section, partySize) === null);

export function createOnlineSeats({ occupancy, calendar, slotLimits, turnTimes, clock }: Deps) {
  const kept = new LRUCache<string, Alternative[]>({ max: KEPT_ALTERNATIVES });
  /** The seat the server would give a diner booking then (with `endTime`, or the recommended end), or null. */
  function seatAt(date: string, startTime: string, section: Section, partySize: number, endTime?: string): OnlineSeat | null {
    if (slotLimits.refusal(date, startTime, partySize)) return null;
    const end = endTime ?? recommendedEnd(date, startTime, partySize, calendar.read(), turnTimes.read());
    if (!end) return null;
    const seating = allocateSeating(occupancy, section, partySize, bookingInterval(date, startTime, end), 'diner');
    return seating && { startTime, endTime: end, section, seating };
  }

  return {
    seatAt,

    /**
     * Where a diner finds no table: the nearest starts with one in the zone asked (each with the end
     * recommended for the party, as the form would propose), then the other zones with one at the
     * time and end asked.
     */
    alternatives(date: string, startTime: string, endTime: string, section: Section, partySize: number): Alternative[] {
      // Kept until the bookings, the floor, the calendar or the waiting list change (`forget`), and
      // for the half hour the clock is in: the starts already past change only then.
      const key = JSON.stringify([date, startTime, endTime, section, partySize, Math.floor(nowOnTimeline(clock()) / SLOT_MINUTES)]);
      const known = kept.get(key);
      if (known) return known;
      // Another start with the end recommended for the party, as the form would propose; another zone with the end asked.
      const seats = (time: string, zone: Section) => seatAt(date, time, zone, partySize, time === startTime ? endTime : undefined) !== null;
      const found = nearbyAlternatives({ startTime, section }, onlineStartTimes(date, clock(), calendar), onlineZonesFor(partySize), seats);
      kept.set(key, found);
      return found;
    },

    forget(): void {
      kept.clear();
    },

    /**
     * The first seat a waiting entry would take: the earliest start of its window (from `notBefore`,
     * minutes on the venue's timeline), its zone or the form's first with a table.
     */
    firstSeat(wish: SeatWish, notBefore: number): OnlineSeat | null {
      const from = serviceMinutes(wish.startTime);
      const to = serviceMinutes(wish.latestStart);
      const zones = wish.preferredSection ? [wish.preferredSection] : onlineZonesFor(wish.partySize);
      for (const time of onlineStartTimes(wish.date, clock(), calendar)) {
        if (serviceMinutes(time) < from || serviceMinutes(time) > to || timelineMinutes(wish.date, time) < notBefore) continue;
        for (const zone of zones) {
          const seat = seatAt(wish.date, time, zone, wish.partySize);
          if (seat) return seat;
        }
      }
      return null;
    },
  };
}

export type OnlineSeats = ReturnType<typeof createOnlineSeats>;
