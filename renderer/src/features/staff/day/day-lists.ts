/** How the day's bookings split into the host's two lists, and which parties are late. */
import { holdsATable, NO_SHOW } from '../../../../../shared/reservation-status';
import { nowOnTimeline, timelineMinutes } from '../../../../../shared/schedule';
import type { Reservation } from '../../../../../shared/types';

/** A party this long past its start without arriving is shown as late. */
export const LATE_AFTER_MINUTES = 15;

export type SectionFilter = 'all' | string;

/** The section a booking sits in: its table's, else the one it asked for. */
export function sectionOf(reservation: Pick<Reservation, 'tableSection' | 'preferredSection'>): string {
  return reservation.tableSection ?? reservation.preferredSection;
}

export interface DayLists {
  /** Still to come, in slot order; no-shows stay here, to be undone. */
  pending: Reservation[];
  /** Seated now. */
  arrived: Reservation[];
}

/** Departed parties leave both lists; the server has already left out cancelled bookings. */
export function dayLists(reservations: readonly Reservation[], section: SectionFilter): DayLists {
  const shown = reservations.filter((r) => !r.hasLeft && (section === 'all' || sectionOf(r) === section));
  return { pending: shown.filter((r) => !r.hasArrived), arrived: shown.filter((r) => r.hasArrived) };
}

export function isNoShow(reservation: Pick<Reservation, 'status'>): boolean {
  return reservation.status === NO_SHOW;
}

/** 'Retraso': still expected, 15 minutes or more past its start. */
export function isLate(reservation: Reservation, now: Date): boolean {
  if (reservation.hasArrived || !holdsATable(reservation.status)) return false;
  return nowOnTimeline(now) >= timelineMinutes(reservation.date, reservation.startTime) + LATE_AFTER_MINUTES;
}
