/** How the day's bookings split into the host's two lists, and which parties are late. */
import { holdsATable, NO_SHOW } from '../../../../../shared/reservation-status';
import { compareSlots, nowOnTimeline, serviceDate, timelineMinutes } from '../../../../../shared/schedule';
import type { DayReservation, Reservation } from '../../../../../shared/types';
import { foldText } from '../../../../../shared/search-text';

/** 'Retraso' is the server's rule too (it refuses 'No presentado' earlier): the rows and the timeline read it here. */
export { isLate } from '../../../../../shared/lateness';

export type SectionFilter = 'all' | string;

/** The section a booking sits in: its table's, else the one it asked for. */
export function sectionOf(reservation: Pick<Reservation, 'tableSection' | 'preferredSection'>): string {
  return reservation.tableSection ?? reservation.preferredSection;
}

export interface DayLists {
  /** Still to come, in slot order; no-shows stay here, to be undone. */
  pending: DayReservation[];
  /** Seated now. */
  arrived: DayReservation[];
  /** Gone tonight ('Ido'), to be undone if tapped by mistake. */
  left: DayReservation[];
}

/** The server has already left out cancelled bookings. */
export function dayLists(reservations: readonly DayReservation[], section: SectionFilter): DayLists {
  const shown = reservations.filter((r) => section === 'all' || sectionOf(r) === section);
  const here = shown.filter((r) => !r.hasLeft);
  return { pending: here.filter((r) => !r.hasArrived), arrived: here.filter((r) => r.hasArrived), left: shown.filter((r) => r.hasLeft) };
}

/** Rows drawn before the first paint, over the lists in their order: more than a 1280×800 screen shows (about 25). */
const FIRST_ROWS = 40;

/** How many rows of each list (by their lengths, in order) `budget` rows fill: the first paint's, by default. */
export function firstRows(lengths: readonly number[], budget = FIRST_ROWS): number[] {
  let left = budget;
  return lengths.map((length) => {
    const drawn = Math.min(length, left);
    left -= drawn;
    return drawn;
  });
}

/** The parties a list counts: one marked 'No presentado' is still shown, to be undone, but not expected. */
export const expectedCount = (reservations: readonly Reservation[]): number => reservations.filter((r) => !isNoShow(r)).length;

/** The tables a booking holds: all of them when joined ('Mesas 3 + 4'), else its one table, if any. */
export function tableIdsOf(reservation: Pick<Reservation, 'tableId' | 'tables'>): number[] {
  if (reservation.tables.length > 0) return reservation.tables.map((table) => table.id);
  return reservation.tableId === null ? [] : [reservation.tableId];
}

/** For each booking of the day, when its table's next booking starts (null if none): read once per answer, not per row drawn. */
export function nextStarts(day: readonly Reservation[]): ReadonlyMap<string, string | null> {
  return new Map(day.map((reservation) => [reservation.id, nextOnTable(reservation, day)?.startTime ?? null]));
}

/** The next booking that still stands on any of this party's tables after its start: until when 'Ido' frees them. */
export function nextOnTable(reservation: Reservation, day: readonly Reservation[]): Reservation | undefined {
  const mine = tableIdsOf(reservation);
  if (mine.length === 0) return undefined;
  return day
    .filter((r) => r.id !== reservation.id && tableIdsOf(r).some((id) => mine.includes(id)) && holdsATable(r.status) && !r.hasLeft && compareSlots(r.startTime, reservation.startTime) > 0)
    .sort((a, b) => compareSlots(a.startTime, b.startTime))[0];
}

export function isNoShow(reservation: Pick<Reservation, 'status'>): boolean {
  return reservation.status === NO_SHOW;
}

/**
 * Whether a booking answers what the host typed: part of the name (accents and case aside), of the
 * phone (digits only, so '612 34' finds 612345678) or of the booking number.
 */
export function matchesSearch(reservation: Pick<Reservation, 'customerName' | 'customerPhone' | 'confirmationNumber'>, query: string): boolean {
  const words = foldText(query);
  if (!words) return true;
  const digits = words.replace(/\D/g, '');
  return (
    foldText(reservation.customerName).includes(words) ||
    foldText(reservation.confirmationNumber).includes(words) ||
    (digits.length >= 3 && digits.length === words.replace(/\s/g, '').length && reservation.customerPhone.replace(/\D/g, '').includes(digits))
  );
}

/** Parties due within this many minutes count as 'Ahora', with those running late. */
export const NOW_WINDOW_MINUTES = 60;

export interface SlotGroup {
  /** 'Ahora', or the half hour the parties start at. */
  label: string;
  reservations: DayReservation[];
  /** The parties and people expected (a no-show kept to be undone is not). */
  tables: number;
  covers: number;
}

/** The parties and people a group of rows expects (a no-show kept to be undone is not). */
export function slotTotals(reservations: readonly Reservation[]): Pick<SlotGroup, 'tables' | 'covers'> {
  const expected = reservations.filter((r) => !isNoShow(r));
  return { tables: expected.length, covers: expected.reduce((sum, r) => sum + r.partySize, 0) };
}

const groupOf = (label: string, reservations: DayReservation[]): SlotGroup => ({ label, reservations, ...slotTotals(reservations) });

/**
 * The parties still to come by the half hour they start at, in slot order; on the venue's today,
 * those running late or due within the hour first, under 'Ahora'.
 */
export function bySlot(reservations: readonly DayReservation[], now: Date, nowLabel: string): SlotGroup[] {
  const soon = nowOnTimeline(now) + NOW_WINDOW_MINUTES;
  const today = serviceDate(now);
  const isNow = (r: Reservation) => !isNoShow(r) && r.date === today && timelineMinutes(r.date, r.startTime) <= soon;
  const current = reservations.filter(isNow);
  const later = new Map<string, DayReservation[]>();
  for (const r of [...reservations].filter((r) => !isNow(r)).sort((a, b) => compareSlots(a.startTime, b.startTime))) {
    later.set(r.startTime, [...(later.get(r.startTime) ?? []), r]);
  }
  return [...(current.length > 0 ? [groupOf(nowLabel, current)] : []), ...[...later].map(([time, group]) => groupOf(time, group))];
}
