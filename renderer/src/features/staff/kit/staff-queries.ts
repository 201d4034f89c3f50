/**
 * What the dashboard's screens read and how they keep it: answers stay fresh for 5 minutes (live
 * changes make them stale sooner), a failed read is tried 3 times, a focus refetches only what has
 * gone stale, and unused answers are kept 10 minutes. One query for the free tables serves every
 * staff booking dialog, and a booking the server returns is put into the day's lists as it is.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRoutes } from '../../../../../shared/api/routes';
import type { waitlistEntryDto, waitlistSeatDto } from '../../../../../shared/api/waitlist';
import { bySlotThenTable, isOnDayList } from '../../../../../shared/reservation-status';
import type { DayReservation, Reservation } from '../../../../../shared/types';
import { call } from '../../../lib/api';
import { afterOwnChange } from '../../../lib/changes';
import { queryKeys } from '../../../lib/query-keys';
import type { LiveEventKind } from '../../../../../shared/live-events';

export const STAFF_CACHE = {
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  retry: 3,
  refetchOnWindowFocus: true,
} as const;

export const dayQuery = (date: string) =>
  queryOptions({
    ...STAFF_CACHE,
    queryKey: queryKeys.day.of(date),
    queryFn: () => call(apiRoutes.reservations.day, { params: { date } }),
  });

/** The calendar's dates from one to another, as diners see them ('Calendario', the header's pause). */
export const calendarDaysQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.calendar.of(from, to),
    queryFn: () => call(apiRoutes.calendar.days, { query: { from, to } }),
  });

/** Whether online bookings are paused, until when and with what note (the header and 'Calendario' show it). */
export const onlinePauseQuery = queryOptions({
  ...STAFF_CACHE,
  queryKey: queryKeys.onlinePause,
  queryFn: () => call(apiRoutes.calendar.onlineBookings),
});

/** 'Duración de la mesa': how long staff's dialogs propose to keep a table. */
export const turnTimesQuery = queryOptions({
  ...STAFF_CACHE,
  queryKey: queryKeys.settings.turnTimes,
  queryFn: () => call(apiRoutes.turnTimes.settings),
});

/** The floor's tables, as staff edit them. */
export const tablesQuery = queryOptions({
  ...STAFF_CACHE,
  queryKey: queryKeys.adminTables,
  queryFn: () => call(apiRoutes.tables.adminList),
});

/** Joined tables ('Mesa 3 + 4'), by zone and name. */
export const combinationsQuery = queryOptions({
  ...STAFF_CACHE,
  queryKey: queryKeys.combinations,
  queryFn: () => call(apiRoutes.combinations.list),
});

/** A date's VIP and large-group requests still to answer ('Solicitudes' over the day's lists). */
export const requestsQuery = (date: string) =>
  queryOptions({
    ...STAFF_CACHE,
    queryKey: queryKeys.requests.of(date),
    queryFn: () => call(apiRoutes.reservations.requests, { query: { date } }),
  });

/** An entry of the waiting list as staff see it, and a seat they may offer it. */
export type WaitlistEntry = z.infer<typeof waitlistEntryDto>;
export type WaitlistSeat = z.infer<typeof waitlistSeatDto>;

/** A date's waiting list: 'Lista de espera' beside the day's lists, and the tables held for it on the plan. */
export const waitlistQuery = (date: string) =>
  queryOptions({
    ...STAFF_CACHE,
    queryKey: queryKeys.waitlist.of(date),
    queryFn: () => call(apiRoutes.waitlist.list, { query: { date } }),
  });

export interface FreeTablesAsked {
  date: string;
  startTime: string;
  endTime: string;
  partySize?: number | null;
  preferredSection?: string | null;
  /** The booking being edited: its own table counts as free. */
  excludeReservation?: string;
}

/** The tables free for a range as staff see them (slots closed to diners included), read afresh each time. */
export function freeTablesQuery({ date, startTime, endTime, ...asked }: FreeTablesAsked, enabled = true) {
  const query = { partySize: asked.partySize ?? undefined, preferredSection: asked.preferredSection || undefined, excludeReservation: asked.excludeReservation };
  return queryOptions({
    queryKey: queryKeys.range.of('staff', date, startTime, endTime, query),
    queryFn: () => call(apiRoutes.tables.rangeForStaff, { params: { date, startTime, endTime }, query }),
    enabled: enabled && Boolean(date && startTime && endTime),
    staleTime: 0,
  });
}

/**
 * A day's list with `row` as the server returned it: replaced, added in the day's order, or taken
 * out. A change's answer carries no guest badges nor allergy alert: the row keeps those it had (a new
 * one has none until the day is read again).
 */
export function withRow(list: readonly DayReservation[], date: string, row: Reservation): DayReservation[] {
  const others = list.filter((entry) => entry.id !== row.id);
  const kept = list.find((entry) => entry.id === row.id);
  const guest = kept?.guest ?? null;
  const allergyAlert = kept?.allergyAlert ?? null;
  return row.date === date && isOnDayList(row) ? [...others, { ...row, guest, allergyAlert }].sort(bySlotThenTable) : others;
}

/** After a staff change of a booking: its row put into the day's lists, the rest of what it touches read again. */
export function bookingChanged(queryClient: QueryClient, kind: LiveEventKind, row: Reservation): Promise<void> {
  for (const [key, list] of queryClient.getQueriesData<DayReservation[]>({ queryKey: queryKeys.day.all })) {
    const date = key[1];
    if (list && typeof date === 'string') queryClient.setQueryData(key, withRow(list, date, row));
  }
  return afterOwnChange(queryClient, { kind, updated: [queryKeys.day.all] });
}
