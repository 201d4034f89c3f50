/**
 * The timeline's arithmetic: which half hours it spans, where each booking's bar sits and in what
 * state, the covers starting in each half hour, and where a bar moved by pointer or keyboard lands.
 * Pure, so the 150-booking evening is tested without a browser.
 */
import type { Service } from '../../../../../shared/calendar';
import { holdsATable } from '../../../../../shared/reservation-status';
import { formatClock, nowOnTimeline, serviceMinutes, SLOT_MINUTES, timelineMinutes } from '../../../../../shared/schedule';
import type { DayReservation, DiningTable, Reservation } from '../../../../../shared/types';
import { isLate, tableIdsOf } from '../kit/day-lists';
import type { Move } from '../day';

type Span = Pick<Reservation, 'startTime' | 'endTime'>;

/** The half hours a span covers, as minutes of the service day (00:30 → 1470). */
function halfHours(from: string, to: string): number[] {
  const minutes: number[] = [];
  for (let m = serviceMinutes(from); m < serviceMinutes(to); m += SLOT_MINUTES) minutes.push(m);
  return minutes;
}

/**
 * The columns: every half hour of the date's services (first start to last end, past midnight
 * included) and of any booking outside them, in order. Lunch and dinner stay apart: the hours
 * between them are not drawn unless a booking falls there.
 */
export function timelineSlots(services: readonly Pick<Service, 'firstStart' | 'lastEnd'>[], bookings: readonly Span[]): string[] {
  const minutes = new Set<number>();
  for (const service of services) halfHours(service.firstStart, service.lastEnd).forEach((m) => minutes.add(m));
  for (const booking of bookings) halfHours(booking.startTime, booking.endTime).forEach((m) => minutes.add(m));
  return [...minutes].sort((a, b) => a - b).map(formatClock);
}

/** Where one half hour and the one before it are not adjacent: a break in the timeline (lunch to dinner). */
export const startsAfterBreak = (slots: readonly string[], index: number): boolean => index > 0 && serviceMinutes(slots[index] as string) - serviceMinutes(slots[index - 1] as string) > SLOT_MINUTES;

export type BarState = 'coming' | 'late' | 'seated' | 'left';

export interface Bar {
  booking: DayReservation;
  /** The first column and how many it covers. */
  column: number;
  span: number;
  state: BarState;
  /** The rows it covers from its own down: more than one for a party at joined tables drawn next to each other. */
  rows: number;
}

export function barState(booking: Reservation, now: Date): BarState {
  if (booking.hasLeft) return 'left';
  if (booking.hasArrived) return 'seated';
  return isLate(booking, now) ? 'late' : 'coming';
}

/** The live bookings of one table as bars (cancelled and no-show ones hold no table, so none). */
export function barsOf(bookings: readonly DayReservation[], slots: readonly string[], now: Date): Bar[] {
  return bookings.flatMap((booking) => {
    const column = slots.indexOf(booking.startTime);
    if (!holdsATable(booking.status) || column < 0) return [];
    const covered = halfHours(booking.startTime, booking.endTime).length;
    return [{ booking, column, span: Math.max(1, covered), state: barState(booking, now), rows: 1 }];
  });
}

/**
 * The bars by the row they start in: a party at joined tables is one bar down the member rows when
 * they are drawn one under the other, else one bar on each run of them.
 */
export function barsByRow(bookings: readonly DayReservation[], tables: readonly Pick<DiningTable, 'id'>[], slots: readonly string[], now: Date): Map<number, Bar[]> {
  const rowOf = new Map(tables.map((table, row) => [table.id, row]));
  const byRow = new Map<number, Bar[]>();
  for (const bar of barsOf(bookings, slots, now)) {
    const rows = tableIdsOf(bar.booking)
      .flatMap((id) => rowOf.get(id) ?? [])
      .sort((a, b) => a - b);
    rows.forEach((row, index) => {
      if (rows[index - 1] === row - 1) return;
      let length = 1;
      while (rows[index + length] === row + length) length++;
      byRow.set(row, [...(byRow.get(row) ?? []), { ...bar, rows: length }]);
    });
  }
  return byRow;
}

export interface SlotCovers {
  slot: string;
  /** Covers of the bookings starting in the half hour. */
  covers: number;
  /** The service's pacing there, if the owner set one. */
  maxCovers: number | null;
}

/** The covers starting in each half hour against the pacing of the service it falls in. */
export function coversBySlot(bookings: readonly Reservation[], slots: readonly string[], services: readonly Pick<Service, 'firstStart' | 'lastStart' | 'maxCovers'>[]): SlotCovers[] {
  const starting = new Map<string, number>();
  for (const booking of bookings) {
    if (holdsATable(booking.status)) starting.set(booking.startTime, (starting.get(booking.startTime) ?? 0) + booking.partySize);
  }
  return slots.map((slot) => {
    const minutes = serviceMinutes(slot);
    const service = services.find((s) => minutes >= serviceMinutes(s.firstStart) && minutes <= serviceMinutes(s.lastStart));
    return { slot, covers: starting.get(slot) ?? 0, maxCovers: service?.maxCovers ?? null };
  });
}

/** The parties at their tables now, and how many people they are. */
export function seatedNow(bookings: readonly Reservation[]): { tables: number; covers: number } {
  const seated = bookings.filter((booking) => holdsATable(booking.status) && booking.hasArrived && !booking.hasLeft);
  // A party at joined tables sits at each of them.
  return { tables: seated.reduce((sum, booking) => sum + Math.max(1, tableIdsOf(booking).length), 0), covers: seated.reduce((sum, booking) => sum + booking.partySize, 0) };
}

/** Where the now line falls, in columns from the first (fractional), or null when not on the drawn hours. */
export function nowColumn(date: string, slots: readonly string[], now: Date): number | null {
  const at = nowOnTimeline(now);
  const index = slots.findIndex((slot) => at >= timelineMinutes(date, slot) && at < timelineMinutes(date, slot) + SLOT_MINUTES);
  return index < 0 ? null : index + (at - timelineMinutes(date, slots[index] as string)) / SLOT_MINUTES;
}

/** A bar's place while it is being moved: a table (a row) and a first column. */
export interface Place {
  row: number;
  column: number;
}

/** The place an arrow key gives, kept on the drawn rows and on columns where the whole bar still fits. */
export function placeAfterKey(place: Place, key: string, rows: number, columns: number, span: number): Place | null {
  const step: Record<string, Place> = { ArrowLeft: { row: 0, column: -1 }, ArrowRight: { row: 0, column: 1 }, ArrowUp: { row: -1, column: 0 }, ArrowDown: { row: 1, column: 0 } };
  const delta = step[key];
  if (!delta) return null;
  return { row: clamp(place.row + delta.row, 0, rows - 1), column: clamp(place.column + delta.column, 0, Math.max(0, columns - span)) };
}

/**
 * The first column a dragged bar lands on: the cell under the pointer less the cell of the bar it
 * was grabbed by, kept where the whole bar fits.
 */
export function columnUnderPointer(offsetX: number, columnWidth: number, grabbed: number, columns: number, span: number): number {
  return clamp(Math.floor(offsetX / columnWidth) - grabbed, 0, Math.max(0, columns - span));
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * What a move asks the server for: the table and the start of the place, the booking as long as
 * before; and how its bar and row look until the server answers. Null when the bar did not move.
 */
export function moveRequest(booking: Reservation, table: Pick<DiningTable, 'id' | 'section' | 'name' | 'tableNumber'>, startTime: string): Move | null {
  // A bar dropped on any of its party's own tables moves in time only: joined tables stay joined.
  const ownTable = tableIdsOf(booking).includes(table.id);
  if (ownTable && startTime === booking.startTime) return null;
  const endTime = formatClock(serviceMinutes(startTime) + serviceMinutes(booking.endTime) - serviceMinutes(booking.startTime));
  const times = { startTime, time: startTime, endTime };
  if (ownTable && booking.tableId !== null) {
    return { id: booking.id, body: { tableId: booking.tableId, preferredSection: booking.preferredSection, ...times }, shown: times, back: moveBack(booking, false) };
  }
  return {
    id: booking.id,
    body: { tableId: table.id, preferredSection: table.section, ...times },
    shown: {
      tableId: table.id,
      tableNumber: table.tableNumber,
      tableName: table.name,
      tableSection: table.section,
      tables: [{ id: table.id, name: table.name, tableNumber: table.tableNumber }],
      combinationId: null,
      ...times,
    },
    back: moveBack(booking, true),
  };
}

/**
 * 'Deshacer' of a move: the booking's own table and times again. A party on joined tables that moved
 * to another table has none: one table cannot give the joined ones back.
 */
function moveBack(booking: Reservation, tableChanged: boolean): Move | undefined {
  if (booking.tableId === null || (tableChanged && booking.combinationId !== null)) return undefined;
  const times = { startTime: booking.startTime, time: booking.startTime, endTime: booking.endTime };
  const shown = tableChanged
    ? { tableId: booking.tableId, tableNumber: booking.tableNumber, tableName: booking.tableName, tableSection: booking.tableSection, tables: booking.tables, combinationId: null, ...times }
    : times;
  return { id: booking.id, body: { tableId: booking.tableId, preferredSection: booking.preferredSection, ...times }, shown };
}

/** A move to ask about first: onto another table whose smallest party is larger than this one (3 people on a table for 6 to 8). */
export function movesToLargerTable(move: Move, booking: Reservation | undefined, tables: readonly DiningTable[]): DiningTable | null {
  if (!booking || move.body.tableId === booking.tableId) return null;
  const table = tables.find((candidate) => candidate.id === move.body.tableId);
  return table && booking.partySize < table.minCapacity ? table : null;
}
