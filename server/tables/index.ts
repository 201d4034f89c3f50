/** The floor: its tables, which are free for a range or over the evening, and where a party fits. */
import type { CalendarStore, SlotLimits } from '../calendar';
import type { TurnTimesStore } from '../turn-times';
import type { VenueSettings } from '../venue';
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import { tableEndpoints } from './endpoints';
import { createOccupancy, type Occupancy } from './occupancy';
import { createOnlineSeats, type OnlineSeats } from './online-seats';
import { createTablePlacement, type TablePlacement } from './placement';
import { CHANGES_AVAILABILITY, createRangeAnswers, type RangeAnswers } from './range-answers';
import { createTableRepository, type TableRepository } from './repository';

export type { FreeCombination, FreeTable, Interval, Occupancy, TableName } from './occupancy';
export type { TableRepository } from './repository';
export { allocateSeating, type Seating } from './allocate';
export { onlineZonesFor, type OnlineSeat, type OnlineSeats, type SeatWish } from './online-seats';
export { bookingInterval } from './interval';
export { createOccupancy } from './occupancy';
export { createTableRepository } from './repository';

type Provides = { tables: TableRepository; occupancy: Occupancy; placement: TablePlacement; rangeAnswers: RangeAnswers; onlineSeats: OnlineSeats };
type Needs = { calendar: CalendarStore; slotLimits: SlotLimits; turnTimes: TurnTimesStore; venue: VenueSettings };

export function tablesFeature({ db, clock, events }: Kernel, { calendar, slotLimits, turnTimes, venue }: Needs): Feature<Provides> {
  const occupancy = createOccupancy(db);
  const onlineSeats = createOnlineSeats({ occupancy, calendar, slotLimits, turnTimes, clock });
  const tables = createTableRepository(db, clock);
  const rangeAnswers = createRangeAnswers(occupancy);
  const placement = createTablePlacement(tables, occupancy, clock);
  // Kept answers go stale with the changes they depend on, announced once each change commits.
  events.subscribe(
    (event) => {
      if (CHANGES_AVAILABILITY.has(event.kind)) rangeAnswers.forget();
      // The other times and zones also depend on the slots' limits and the day's hours.
      if (CHANGES_AVAILABILITY.has(event.kind) || event.kind === 'calendar-changed') onlineSeats.forget();
    },
    () => undefined,
  );
  return {
    name: 'tables',
    provides: { tables, occupancy, placement, rangeAnswers, onlineSeats },
    handlers: { tables: tableEndpoints({ tables, placement, occupancy, rangeAnswers, slotLimits, calendar, onlineSeats, venue }, clock) },
  };
}
