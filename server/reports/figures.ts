/**
 * 'Informes': the venue's figures for a range of dates, counted in SQL over the bookings of those
 * dates (the `reservations_date` index narrows them; a year is some 40,000 rows). A booking counts on
 * its service date, so a party seated at 00:30 counts on the evening it belongs to. Every figure
 * counts the bookings that stand; cancellations and no-shows have their own and swell no other.
 * Which stood, were cancelled or never came are the shared booking rules (server/db/booking-rules.ts),
 * written into the statements' text.
 */
import type { Report } from '../../shared/api/dto';
import type { Calendar } from '../../shared/calendar';
import { addDays, dayNumber, monthsBefore } from '../../shared/madrid-time';
import { asText, isCancellation, isLive, isNoShow } from '../db/booking-rules';
import type { Db } from '../db/open';
import { occupancyOf, type CoversAtStart } from './occupancy';

type Totals = Pick<Report, 'covers' | 'bookings' | 'noShows' | 'cancellations' | 'noShowRate' | 'cancellationRate'>;

/** Bookings that stand: neither cancelled nor a no-show. Their people are the covers. */
const STOOD = asText(isLive());
const IN_RANGE = 'date between :from and :to';
/** The bookings every breakdown counts. */
const STANDING_IN_RANGE = `${IN_RANGE} and ${STOOD}`;
const SHARE = 'count(*) as bookings, sum(party_size) as covers';

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000);

interface Deps {
  /** The outages within the range (server/outages/store.ts), which 'Informes' shows beside the bookings. */
  downtime: (range: { from: string; to: string }) => Report['downtime'];
  /** The venue's calendar (server/calendar/store.ts): which services open on each date. */
  calendar: () => Calendar;
}

export function createReports(db: Db, { downtime, calendar }: Deps) {
  const client = db.$client;
  const totalsQuery = client.prepare<{ from: string; to: string }, { bookings: number; cancellations: number; noShows: number; covers: number }>(
    `select coalesce(sum(${STOOD}), 0) as bookings,
            coalesce(sum(${asText(isCancellation())}), 0) as cancellations,
            coalesce(sum(${asText(isNoShow())}), 0) as noShows,
            coalesce(sum(case when ${STOOD} then party_size end), 0) as covers
       from reservations where ${IN_RANGE}`,
  );
  const byDayQuery = client.prepare<{ from: string; to: string }, { date: string; bookings: number; covers: number }>(
    `select date, ${SHARE} from reservations where ${STANDING_IN_RANGE} group by date`,
  );
  const byZoneQuery = client.prepare<{ from: string; to: string }, { zone: string; bookings: number; covers: number }>(
    `select preferred_section as zone, ${SHARE} from reservations where ${STANDING_IN_RANGE} group by zone order by covers desc, zone`,
  );
  const bySourceQuery = client.prepare<{ from: string; to: string }, { source: Report['bySource'][number]['source']; bookings: number; covers: number }>(
    `select coalesce(source, 'unknown') as source, ${SHARE} from reservations where ${STANDING_IN_RANGE} group by 1 order by covers desc, source`,
  );
  const byPartySizeQuery = client.prepare<{ from: string; to: string }, { partySize: number; bookings: number; covers: number }>(
    `select party_size as partySize, ${SHARE} from reservations where ${STANDING_IN_RANGE} group by party_size order by party_size`,
  );
  // Monday first (SQLite's %w counts from Sunday); the half hour a meal starts in.
  const bySlotQuery = client.prepare<{ from: string; to: string }, { weekday: number; time: string; covers: number }>(
    `select (cast(strftime('%w', date) as integer) + 6) % 7 as weekday,
            substr(start_time, 1, 3) || case when substr(start_time, 4, 2) < '30' then '00' else '30' end as time,
            sum(party_size) as covers
       from reservations where ${STANDING_IN_RANGE}
      group by weekday, time order by covers desc, weekday, time`,
  );
  const atTableQuery = client.prepare<{ from: string; to: string }, { minutes: number | null; seated: number }>(
    `select avg((julianday(left_at) - julianday(arrived_at)) * 1440) as minutes, count(*) as seated
       from reservations where ${STANDING_IN_RANGE} and arrived_at is not null and left_at is not null and left_at > arrived_at`,
  );
  const startsQuery = client.prepare<{ from: string; to: string }, CoversAtStart>(
    `select date, start_time as startTime, sum(party_size) as covers from reservations where ${STANDING_IN_RANGE} group by date, start_time`,
  );
  // The plan as it is now: past dates are measured against today's tables.
  const tableSeatsQuery = client.prepare<[], { seats: number }>('select coalesce(sum(max_capacity), 0) as seats from dining_tables where is_available = 1');

  const totals = (range: { from: string; to: string }): Totals => {
    const row = totalsQuery.get(range) ?? { bookings: 0, cancellations: 0, noShows: 0, covers: 0 };
    return {
      ...row,
      // Of every booking made for the dates; a no-show, of the parties that were expected.
      cancellationRate: ratio(row.cancellations, row.bookings + row.cancellations + row.noShows),
      noShowRate: ratio(row.noShows, row.bookings + row.noShows),
    };
  };

  return {
    figures(range: { from: string; to: string }): Report {
      const days = new Map(byDayQuery.all(range).map((row) => [row.date, row]));
      const length = dayNumber(range.to) - dayNumber(range.from) + 1;
      const byDay = Array.from({ length }, (_, index) => {
        const date = addDays(range.from, index);
        const day = days.get(date);
        return { date, bookings: day?.bookings ?? 0, covers: day?.covers ?? 0 };
      });
      const atTable = atTableQuery.get(range);
      const before = { from: monthsBefore(range.from, 12), to: monthsBefore(range.to, 12) };
      const lastYear = totals(before);
      return {
        ...range,
        ...totals(range),
        byDay,
        byZone: byZoneQuery.all(range),
        bySource: bySourceQuery.all(range),
        byPartySize: byPartySizeQuery.all(range),
        bySlot: bySlotQuery.all(range),
        averageMinutesAtTable: atTable?.minutes == null ? null : Math.round(atTable.minutes),
        seatedWithTimes: atTable?.seated ?? 0,
        lastYear: lastYear.bookings === 0 ? null : { ...before, ...lastYear },
        downtime: downtime(range),
        occupancy: occupancyOf(range, calendar(), tableSeatsQuery.get()?.seats ?? 0, startsQuery.all(range)),
      };
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
