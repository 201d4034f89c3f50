import type { tablesContract } from '../../shared/api/tables';
import { BOOKING_MESSAGES } from '../../shared/messages/booking';
import { SECTIONS } from '../../shared/sections';
import { formatLongDate } from '../../shared/long-date';
import { bookingWindow, serviceDate, serviceMinutes } from '../../shared/schedule';
import { contactReason } from '../../shared/sections';
import { toTable } from '../api/dto';
import type { Call, Handle, Handlers } from '../api/endpoints';
import type { Clock } from '../kernel';
import { onlineStartTimes, refuseOffline } from '../calendar';
import { badRequest } from '../http/errors';
import { staffAlternatives } from './alternatives';
import { bookingInterval } from './interval';
import { eveningAvailability } from './availability';
import type { CalendarStore, SlotLimits } from '../calendar';
import type { Occupancy } from './occupancy';
import type { OnlineSeats } from './online-seats';
import type { VenueSettings } from '../venue';
import type { TablePlacement } from './placement';
import type { RangeAnswers } from './range-answers';
import type { TableRepository } from './repository';

/** The range as the contract parses it, for diners and staff alike. */
type RangeInput = Parameters<Handle<typeof tablesContract.range>>[0];

/** The floor's tables, and the free ones for a range (none for diners where staff closed the start slot; a past date refused them). */
export function tableEndpoints(
  {
    tables,
    placement,
    occupancy,
    rangeAnswers,
    slotLimits,
    calendar,
    onlineSeats,
    venue,
  }: {
    tables: TableRepository;
    placement: TablePlacement;
    occupancy: Occupancy;
    rangeAnswers: RangeAnswers;
    slotLimits: SlotLimits;
    calendar: CalendarStore;
    onlineSeats: OnlineSeats;
    venue: VenueSettings;
  },
  clock: Clock,
): Handlers<typeof tablesContract> {
  /** No table and no combination free for the party: where 'what would work' is worth working out. */
  const isFull = (answer: { availableTables: unknown[]; combinations: unknown[] }) => answer.availableTables.length === 0 && answer.combinations.length === 0;
  const range = ({ params: { date, startTime, endTime }, query }: RangeInput, { res }: Call, slotOpen: boolean, by: 'diner' | 'staff') => {
    if (serviceMinutes(endTime) <= serviceMinutes(startTime)) throw badRequest(BOOKING_MESSAGES.endInvalid);
    const asked = { section: query.preferredSection ?? null, partySize: query.partySize ?? null, excludeReservationId: query.excludeReservation ?? null };
    res.set('Cache-Control', 'no-store');
    return rangeAnswers.answer({ ...asked, ...bookingInterval(date, startTime, endTime) }, slotOpen, by);
  };
  return {
    list: () => tables.list().map(toTable),
    range: (input, call) => {
      const { date, startTime, endTime } = input.params;
      const { preferredSection, partySize } = input.query;
      // A past evening cannot be booked online, so diners are not shown its tables; staff may look back.
      if (date < serviceDate(clock())) throw badRequest(BOOKING_MESSAGES.dateWindow);
      // A closed date says so with the owner's note, however far ahead; an open one past the window says how to book it.
      refuseOffline(date, calendar.read(), calendar.pause(), startTime);
      const { last } = bookingWindow(clock());
      if (date > last) throw badRequest(BOOKING_MESSAGES.beyondWindow(formatLongDate(last), venue.read()?.phone ?? null));
      const answer = range(input, call, slotLimits.refusal(date, startTime, partySize ?? 1) === null, 'diner');
      if (!isFull(answer) || !preferredSection || !partySize || contactReason(preferredSection, partySize)) return answer;
      // No dead end: the times and zones that would work, worked out afresh (the time now matters).
      return { ...answer, alternatives: onlineSeats.alternatives(date, startTime, endTime, preferredSection, partySize) };
    },
    rangeForStaff: (input, call) => {
      const answer = range(input, call, true, 'staff');
      const { preferredSection: section, partySize, excludeReservation } = input.query;
      // A new booking with no table free: the nearest starts and the other zones that have one ('Nueva reserva' offers them).
      if (!isFull(answer) || !section || !partySize || excludeReservation) return answer;
      return { ...answer, alternatives: staffAlternatives(occupancy, { ...input.params, section, partySize }, clock()) };
    },
    evening: () => {
      const now = clock();
      const date = serviceDate(now);
      const times = onlineStartTimes(date, now, calendar);
      return { date, times, sections: eveningAvailability(occupancy, SECTIONS, date, times) };
    },
    adminList: () => tables.list().map(toTable),
    create: ({ body }) => toTable(placement.create(body)),
    update: ({ params, body }) => toTable(placement.update(params.id, body)),
    remove: ({ params }) => {
      placement.remove(params.id);
      return { success: true };
    },
  };
}
