/**
 * The answers of GET /api/tables/range, kept until a booking or a table changes (the event bus says
 * when): diners choosing a time ask the same few questions over and over. Nothing that books reads
 * them: a booking checks its table again inside its own transaction. Whether staff closed the start
 * slot, and whether the time has passed, are still judged on every request.
 */
import { LRUCache } from 'lru-cache';
import type { LiveEventKind } from '../../shared/live-events';
import type { RangeAvailability } from '../../shared/types';
import { shareAnswer } from '../api/shared-answers';
import { contactReason } from '../../shared/sections';
import type { FreeTablesQuery, Occupancy } from './occupancy';
import { rangeAvailability } from './availability';

/** A few dates, times, zones and party sizes at once; the least asked lately make room. */
const KEPT_ANSWERS = 500;

/** The changes that move tables in or out of a range: bookings, the floor itself, and tables held for the waiting list. */
export const CHANGES_AVAILABILITY: ReadonlySet<LiveEventKind> = new Set(['reservation-created', 'reservation-updated', 'reservation-cancelled', 'table-changed', 'waitlist-changed']);

export function createRangeAnswers(occupancy: Occupancy) {
  const kept = new LRUCache<string, RangeAvailability>({ max: KEPT_ANSWERS });
  return {
    /**
     * The free tables and combinations for the range, or none when its start slot is closed, with how
     * many tables could serve. Diners are shown the combinations the owner offers online, and only for
     * a zone and party they may book online; staff every one.
     */
    answer(query: FreeTablesQuery, slotOpen: boolean, by: 'diner' | 'staff'): RangeAvailability {
      const key = JSON.stringify([query.section, query.partySize, query.startsAt, query.endsAt, query.excludeReservationId, slotOpen, by]);
      let answer = kept.get(key);
      if (!answer) {
        const bookableOnline = query.section !== null && query.partySize !== null && contactReason(query.section, query.partySize) === null;
        const joined = slotOpen && (by === 'staff' || bookableOnline) ? occupancy.freeCombinations({ ...query, onlineOnly: by === 'diner' }) : [];
        answer = shareAnswer(rangeAvailability(slotOpen ? occupancy.freeTables(query) : [], occupancy.tablesInService(query.section, query.partySize), joined));
        kept.set(key, answer);
      }
      return answer;
    },
    forget(): void {
      kept.clear();
    },
  };
}

export type RangeAnswers = ReturnType<typeof createRangeAnswers>;
