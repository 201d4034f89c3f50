/** What the floor plan shows for each table on the day, and where a dragged table may land. */
import { tableIdsOf } from '../kit/day-lists';
import { heldUntilShort } from '../kit/held-until';
import type { WaitlistEntry } from '../kit/staff-queries';
import type { TableCombinationDto } from '../../../../../shared/api/dto';
import { FLOOR_COLUMNS, FLOOR_ROWS, type Cell } from '../../../../../shared/floor';
import { holdsATable } from '../../../../../shared/reservation-status';
import { compareSlots, nowOnTimeline, timelineMinutes } from '../../../../../shared/schedule';
import { SECTIONS } from '../../../../../shared/sections';
import type { DiningTable, Reservation } from '../../../../../shared/types';

/** Green, red or blue on the grid. */
export type TableState = 'free' | 'booked' | 'arrived';

/** The grid shows a guest name in at most this many characters. */
export const NAME_LENGTH = 12;
/** Bookings named in a grid cell and in a list row before '+N más'. */
export const SHOWN_BOOKINGS = 2;

/** A guest name cut to fit a grid cell. */
export function shortName(name: string): string {
  const trimmed = name.trim();
  return trimmed.length > NAME_LENGTH ? `${trimmed.slice(0, NAME_LENGTH).trimEnd()}…` : trimmed;
}

/**
 * Bookings still holding their tables that day, per table, in slot order: not cancelled, not a
 * no-show, not gone. A party at joined tables is on each of them.
 */
export function bookingsByTable<R extends Reservation>(reservations: readonly R[]): Map<number, R[]> {
  const byTable = new Map<number, R[]>();
  const holding = reservations.filter((r) => r.tableId !== null && holdsATable(r.status) && !r.hasLeft);
  for (const reservation of [...holding].sort((a, b) => compareSlots(a.startTime, b.startTime))) {
    for (const id of tableIdsOf(reservation)) byTable.set(id, [...(byTable.get(id) ?? []), reservation]);
  }
  return byTable;
}

/** A table held for an offer of the waiting list: for whom, and until when, seen ('mar 24, 12:00') and heard ('el martes 24 a las 12:00'). */
export interface Hold {
  customerName: string;
  until: string;
  untilHeard: string;
}

/** The tables held for the waiting list's offers still out, by table id (joined tables: each of them). */
export function holdsByTable(entries: readonly Pick<WaitlistEntry, 'customerName' | 'state' | 'offer'>[], now: Date): Map<number, Hold> {
  const held = new Map<number, Hold>();
  for (const { customerName, state, offer } of entries) {
    if (state !== 'offered' || !offer) continue;
    for (const table of offer.tables) held.set(table.id, { customerName, until: heldUntilShort(offer.expiresAt, now, 'card'), untilHeard: heldUntilShort(offer.expiresAt, now) });
  }
  return held;
}

export function tableState(bookings: readonly Reservation[] | undefined): TableState {
  if (!bookings?.length) return 'free';
  return bookings.some((r) => r.hasArrived) ? 'arrived' : 'booked';
}

export const cellId = (section: string, cell: Cell) => `${section}|${cell.positionX}|${cell.positionY}`;

export function cellFromId(id: string): (Cell & { section: string }) | null {
  const [section, x, y] = id.split('|');
  const positionX = Number(x);
  const positionY = Number(y);
  if (!section || !Number.isInteger(positionX) || !Number.isInteger(positionY)) return null;
  return { section, positionX, positionY };
}

/** The section's tables by cell, for drawing the 5 by 9 grid. */
export function gridOf(tables: readonly DiningTable[], section: string): (DiningTable | null)[][] {
  const rows = Array.from({ length: FLOOR_ROWS }, () => Array.from({ length: FLOOR_COLUMNS }, (): DiningTable | null => null));
  for (const table of tables) {
    if (table.section !== section) continue;
    const row = rows[table.positionY];
    if (row && table.positionX < FLOOR_COLUMNS) row[table.positionX] = table;
  }
  return rows;
}

/** A combination as the plan draws it. */
export type Joined = Pick<TableCombinationDto, 'name' | 'section' | 'tableIds'>;

/** How a zone's plan shows its joined tables ('Mesa 3 + 4'). */
export interface ZoneJoins {
  /** The combinations each table of the zone is part of, by table id. */
  names: Map<number, string[]>;
  /** Tables joined to the table in the next cell on their right: a bar crosses the gap between them. */
  right: Set<number>;
  /** Tables joined to the table in the next cell below. */
  below: Set<number>;
}

/** The zone's combinations on its plan: who is joined in which, and which members sit side by side. */
export function zoneJoins(tables: readonly DiningTable[], combinations: readonly Joined[], section: string): ZoneJoins {
  const joins: ZoneJoins = { names: new Map(), right: new Set(), below: new Set() };
  for (const combination of combinations) {
    if (combination.section !== section) continue;
    const members = tables.filter((table) => table.section === section && combination.tableIds.includes(table.id));
    for (const table of members) {
      joins.names.set(table.id, [...(joins.names.get(table.id) ?? []), combination.name]);
      for (const other of members) {
        if (other.positionY === table.positionY && other.positionX === table.positionX + 1) joins.right.add(table.id);
        if (other.positionX === table.positionX && other.positionY === table.positionY + 1) joins.below.add(table.id);
      }
    }
  }
  return joins;
}

export type DropOutcome = { kind: 'stay' } | { kind: 'taken' } | { kind: 'move'; patch: Cell & { section: string } };

/** Dropping a table on a cell: its own cell changes nothing, another table's cell is refused. */
export function dropOutcome(tables: readonly DiningTable[], tableId: number, target: Cell & { section: string }): DropOutcome {
  const table = tables.find((t) => t.id === tableId);
  if (!table) return { kind: 'stay' };
  if (table.section === target.section && table.positionX === target.positionX && table.positionY === target.positionY) return { kind: 'stay' };
  const occupied = tables.some((t) => t.id !== tableId && t.section === target.section && t.positionX === target.positionX && t.positionY === target.positionY);
  return occupied ? { kind: 'taken' } : { kind: 'move', patch: target };
}

/** The tables list after a move, for showing it at once before the server answers. */
export function withMove(tables: readonly DiningTable[], tableId: number, patch: Cell & { section: string }): DiningTable[] {
  return tables.map((t) => (t.id === tableId ? { ...t, ...patch } : t));
}

/** The floor's list with a table as the server returned it (null: removed), in the floor's order (zones, then numbers). */
export function withTable(tables: readonly DiningTable[], id: number, saved: DiningTable | null): DiningTable[] {
  const others = tables.filter((t) => t.id !== id);
  if (!saved) return others;
  const rank = (t: DiningTable) => {
    const index = (SECTIONS as readonly string[]).indexOf(t.section);
    return index === -1 ? SECTIONS.length : index;
  };
  return [...others, saved].sort((a, b) => rank(a) - rank(b) || a.tableNumber - b.tableNumber);
}

/** Tables of a section in number order, with how many are free and how many hold bookings. */
export function sectionSummary(tables: readonly DiningTable[], section: string, bookings: Map<number, Reservation[]>) {
  const list = tables.filter((t) => t.section === section).sort((a, b) => a.tableNumber - b.tableNumber);
  const busy = list.filter((t) => bookings.has(t.id)).length;
  return { tables: list, free: list.length - busy, busy };
}

/** 'Ahora': someone at the table, a party due within the next half hour (or running late), or free. */
export type NowState = 'free' | 'seated' | 'soon';

export interface TableNow {
  state: NowState;
  /** The party seated, or the one due. */
  partySize: number | null;
  /** The start of the table's next booking still to come (the one due, when it is due). */
  nextAt: string | null;
}

/** A booking due this soon makes its table 'reservada'. */
export const SOON_MINUTES = 30;

/** A table as it is now, from its bookings that hold it (bookingsByTable). */
export function tableNow(bookings: readonly Reservation[] | undefined, now: Date): TableNow {
  const current = nowOnTimeline(now);
  const list = bookings ?? [];
  const seated = list.find((r) => r.hasArrived);
  const coming = list.filter((r) => !r.hasArrived && timelineMinutes(r.date, r.endTime) > current);
  const due = coming.find((r) => timelineMinutes(r.date, r.startTime) <= current + SOON_MINUTES);
  const next = coming.find((r) => timelineMinutes(r.date, r.startTime) > current) ?? due;
  if (seated) return { state: 'seated', partySize: seated.partySize, nextAt: next?.startTime ?? null };
  if (due) return { state: 'soon', partySize: due.partySize, nextAt: due.startTime };
  return { state: 'free', partySize: null, nextAt: next?.startTime ?? null };
}

/** A zone's tables now: free, with someone at them, and due within the half hour. */
export function nowSummary(tables: readonly DiningTable[], section: string, bookings: Map<number, Reservation[]>, now: Date): Record<NowState, number> {
  const counts: Record<NowState, number> = { free: 0, seated: 0, soon: 0 };
  for (const table of tables.filter((t) => t.section === section)) counts[tableNow(bookings.get(table.id), now).state] += 1;
  return counts;
}
