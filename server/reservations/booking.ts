/**
 * Creating, changing and cancelling bookings. Every check that decides a table runs inside one
 * IMMEDIATE transaction with the insert, so two diners can never be given the same table and slot.
 */
import { randomUUID } from 'node:crypto';
import type { BookingSource, StaffSource } from '../../shared/booking-source';
import { emailKey, isStaffEmail, isStaffPhone, phoneKey } from '../../shared/contact-keys';
import { isPastLateTime, lateTime } from '../../shared/lateness';
import { formatLongDate } from '../../shared/long-date';
import { BOOKING_MESSAGES } from '../../shared/messages/booking';
import { RESERVATION_MESSAGES } from '../../shared/messages/reservation';
import { FAIR_USE_MESSAGES } from '../fair-use';
import { CANCELLED, holdsATable, NO_SHOW } from '../../shared/reservation-status';
import { editedRangeSchema, type ReservationFields, type ReservationUpdate } from '../../shared/schemas/reservation';
import { nowOnTimeline, serviceDate, timelineMinutes } from '../../shared/schedule';
import type { ReservationRecord, TableRow } from '../db/rows';
import type { Clock } from '../kernel';
import type { Db } from '../db/open';
import { badRequest, conflict, notFound } from '../http/errors';
import type { BookingMail, VenueClosure } from './booking-mail';
import type { GuestBook } from '../guests';
import type { TableRepository } from '../tables';
import { newConfirmationNumber } from './confirmation-number';
import { provesOwnership, type BookingProof } from './ownership';
import { allocateSeating, bookingInterval, type Seating } from '../tables';
import type { Interval, Occupancy } from '../tables';
import type { CombinationStore } from '../combinations';
import { COMBINATION_MESSAGES } from '../../shared/messages/combinations';
import type { ReservationRepository, ReservationRow } from './repository';
import type { SlotLimits } from '../calendar';

const M = BOOKING_MESSAGES;
/** A contact's two bookings must start at least this far apart (OpenTable's rule): one party an evening. */
const SECOND_BOOKING_GAP_MINUTES = 120;

interface BookingDeps {
  db: Db;
  clock: Clock;
  occupancy: Occupancy;
  slotLimits: SlotLimits;
  reservations: ReservationRepository;
  tables: TableRepository;
  combinations: Pick<CombinationStore, 'find'>;
  /** Live online bookings one e-mail or phone may hold on a service day; null with RATE_LIMITS=off. */
  bookingsPerContactAndDay: number | null;
  /** Whether a diner's second booking within two hours is refused: a contact limit, off with RATE_LIMITS=off as the daily cap is. */
  refusesNearbyBookings: boolean;
  /** The e-mails a booking sends, queued inside its transaction. */
  mail: Pick<BookingMail, 'confirmation' | 'cancellation' | 'change'>;
  /** Who the booking is of, found or made inside its transaction. */
  guests: Pick<GuestBook, 'link'>;
  /** Whether this guest's online bookings wait for staff ('Pendiente'): one who keeps missing them, when the owner chose so. */
  awaitsStaff: (guestId: number) => boolean;
}

/** What staff may name for a booking: a table (by id or number), a combination, or 2-4 tables joined for it. */
type NamedSeating = Pick<ReservationFields, 'tableId' | 'tableNumber' | 'combinationId' | 'tableIds'> & { preferredSection: string };

const namesSeating = (fields: Partial<NamedSeating>) => fields.tableId != null || fields.tableNumber != null || fields.combinationId != null || fields.tableIds != null;

export function createBookingService({
  db,
  clock,
  occupancy,
  slotLimits,
  reservations: repository,
  tables,
  combinations,
  bookingsPerContactAndDay: perDay,
  refusesNearbyBookings,
  mail,
  guests,
  awaitsStaff,
}: BookingDeps) {
  const immediate = <T>(work: () => T): T => db.$client.transaction(work).immediate();

  function uniqueConfirmationNumber(): string {
    for (;;) {
      const candidate = newConfirmationNumber();
      if (!repository.confirmationNumberExists(candidate)) return candidate;
    }
  }

  /** The seating staff named, as it is now: an unknown table or combination, or tables of two zones, are refused. */
  function namedSeating(fields: NamedSeating): Seating {
    if (fields.combinationId != null) {
      const combination = combinations.find(fields.combinationId);
      if (!combination) throw notFound(COMBINATION_MESSAGES.notFound);
      return { tables: joined(combination.tableIds), combinationId: combination.id };
    }
    if (fields.tableIds != null) return { tables: joined(fields.tableIds), combinationId: null };
    const table = fields.tableId != null ? tables.find(fields.tableId) : tables.findByNumber(fields.preferredSection, fields.tableNumber ?? 0);
    if (!table) throw notFound(M.tableNotFound);
    return { tables: [table], combinationId: null };
  }

  /** Tables joined for one party: all of them still there, and of one zone. */
  function joined(ids: readonly number[]): Seating['tables'] {
    const found = ids.map((id) => tables.find(id));
    if (found.some((table) => !table)) throw notFound(M.tableNotFound);
    // In the floor's order, so the first (the booking's tableId) is the top row of the timeline.
    const [first, ...rest] = (found as TableRow[]).sort((a, b) => a.tableNumber - b.tableNumber);
    if (!first) throw notFound(M.tableNotFound);
    if (rest.some((table) => table.section !== first.section)) throw badRequest(COMBINATION_MESSAGES.otherZone(first.section));
    return [first, ...rest];
  }

  /** Every table of the seating is free for the interval (the booking being changed aside). */
  function refuseTaken(seating: Seating, interval: Interval, excludeReservationId: string | null = null): void {
    if (seating.tables.some((table) => occupancy.isTableTaken(table.id, interval, excludeReservationId))) throw conflict(M.tableTaken, 'table-taken');
  }

  /** The booking's tables and combination written as one: its first table on the row, the others beside it. */
  function seatingFields(seating: Seating | null) {
    const first = seating?.tables[0];
    return { tableId: first?.id ?? null, tableNumber: first?.tableNumber ?? null, combinationId: seating?.combinationId ?? null };
  }

  function seatingOf(row: { id: string; tableId: number | null; combinationId: number | null }): Seating | null {
    const [first, ...others] = repository.find(row.id)?.tables ?? [];
    return row.tableId !== null && first ? { tables: [first, ...others], combinationId: row.combinationId } : null;
  }

  /** The row of a booking that still stands: arrivals and departures make no sense for any other. */
  function standingRow(id: string) {
    const current = repository.findRow(id);
    if (!current) throw notFound(RESERVATION_MESSAGES.notFound);
    if (current.status === CANCELLED) throw conflict(RESERVATION_MESSAGES.cancelled);
    if (current.status === NO_SHOW) throw conflict(RESERVATION_MESSAGES.noShow);
    return current;
  }

  /** 'No presentado' only once the party is late, when the day's list offers it (shared/lateness.ts). */
  function refuseNoShowBeforeLate(booking: { date: string; startTime: string }): void {
    const now = clock();
    if (isPastLateTime(booking, now)) return;
    throw conflict(RESERVATION_MESSAGES.noShowTooEarly(lateTime(booking.startTime), booking.date === serviceDate(now) ? null : formatLongDate(booking.date)));
  }

  /** Fair use: one diner cannot take the evening's tables under one e-mail or one phone. */
  function refuseBeyondDailyCap({ date, customerEmail, customerPhone }: ReservationFields): void {
    if (perDay === null) return;
    const held = occupancy.onlineBookingsOn(date, emailKey(customerEmail), phoneKey(customerPhone));
    if (held.byEmail >= perDay) throw conflict(FAIR_USE_MESSAGES.emailDay(perDay), 'contact-limit');
    if (held.byPhone >= perDay) throw conflict(FAIR_USE_MESSAGES.phoneDay(perDay), 'contact-limit');
  }

  /**
   * A diner's own booking (the form, or a waiting list's offer taken), told by e-mail: 'Pendiente' for a
   * guest who keeps missing bookings when the owner chose so; the table is held all the same, and
   * staff confirm it (or call) before the evening.
   */
  function confirmedOrPending(booked: ReservationRecord): ReservationRecord {
    if (booked.guestId !== null && awaitsStaff(booked.guestId)) repository.update(booked.id, { status: 'pending' });
    const told = repository.find(booked.id) as ReservationRecord;
    mail.confirmation(told);
    return told;
  }

  /** The contact's other live bookings starting within two hours of this one, on any date. */
  function nearbyBookings(fields: Pick<ReservationFields, 'date' | 'startTime' | 'customerEmail' | 'customerPhone'>, excludeId: string | null = null) {
    const email = isStaffEmail(fields.customerEmail) ? null : fields.customerEmail;
    const phone = isStaffPhone(fields.customerPhone) ? null : phoneKey(fields.customerPhone);
    if (email === null && phone === null) return [];
    const startsAt = timelineMinutes(fields.date, fields.startTime);
    return occupancy.nearbyForContact({ date: fields.date, startsAt, email, phone }, SECOND_BOOKING_GAP_MINUTES).filter((other) => other.id !== excludeId);
  }

  /** Online, one party an evening: a second booking of the same e-mail or phone within two hours is refused. */
  function refuseNearby(fields: ReservationFields): void {
    if (refusesNearbyBookings && nearbyBookings(fields).length > 0) throw conflict(M.nearby, 'nearby-booking');
  }

  function allocate(section: string, partySize: number, interval: Interval, by: 'diner' | 'staff'): Seating {
    const seating = allocateSeating(occupancy, section, partySize, interval, by);
    if (!seating) throw conflict(M.noTables, 'no-tables');
    return seating;
  }

  function insert(fields: ReservationFields & { seated?: boolean }, seating: Seating, source: BookingSource): ReservationRecord {
    const id = randomUUID();
    repository.insert({
      id,
      customerName: fields.customerName,
      customerEmail: fields.customerEmail,
      customerPhone: fields.customerPhone,
      date: fields.date,
      startTime: fields.startTime,
      endTime: fields.endTime,
      ...bookingInterval(fields.date, fields.startTime, fields.endTime),
      ...seatingFields(seating),
      preferredSection: fields.preferredSection,
      partySize: fields.partySize,
      specialRequests: fields.specialRequests,
      confirmationNumber: uniqueConfirmationNumber(),
      // A booking from the waiting list is the diner's own, made on the site as an online one is.
      isAdminAction: source !== 'online' && source !== 'waitlist',
      source,
      guestId: guests.link(fields, source === 'online' || source === 'waitlist' ? 'diner' : 'staff'),
      hasArrived: fields.seated === true,
      arrivedAt: fields.seated === true ? clock().toISOString() : null,
    });
    // A new booking has no other tables to clear: written only for joined ones.
    const others = seating.tables.slice(1).map((table) => table.id);
    if (others.length > 0) repository.setOtherTables(id, others);
    return repository.find(id) as ReservationRecord;
  }

  /** Cancels a booking that stands and queues the diner's note; a cancelled one is left as it is. */
  function cancelTelling(id: string, by: 'diner' | 'staff', closure?: VenueClosure): { cancelled: ReservationRecord; mailed: boolean } {
    return immediate(() => {
      const current = repository.findRow(id);
      if (!current) throw notFound(RESERVATION_MESSAGES.notFound);
      if (current.status === CANCELLED) return { cancelled: repository.find(id) as ReservationRecord, mailed: false };
      if (by === 'diner' && current.startsAt <= nowOnTimeline(clock())) throw conflict(RESERVATION_MESSAGES.alreadyStarted);
      // One more version of the calendar event: the cancellation takes it out of the diner's calendar.
      repository.update(id, { status: CANCELLED, calendarSequence: current.calendarSequence + 1 });
      const cancelled = repository.find(id) as ReservationRecord;
      return { cancelled, mailed: mail.cancellation(cancelled, by, closure) };
    });
  }

  /**
   * After staff changed a booking that has not begun, the diner hears what concerns them: a pending
   * booking confirmed, or another day, time, zone or party size (a table swap is the venue's own
   * business). Each message carries the next version of the calendar event.
   */
  function tellDiner(before: ReservationRow, after: ReservationRecord): ReservationRecord {
    if (!holdsATable(after.status) || before.startsAt <= nowOnTimeline(clock())) return after;
    const confirmed = before.status === 'pending' && after.status === 'confirmed';
    const moved = (['date', 'startTime', 'endTime', 'preferredSection', 'partySize'] as const).some((field) => before[field] !== after[field]);
    if (!confirmed && !moved) return after;
    repository.update(after.id, { calendarSequence: before.calendarSequence + 1 });
    const told = repository.find(after.id) as ReservationRecord;
    if (confirmed) mail.confirmation(told, 'staff');
    else mail.change(told);
    return told;
  }

  return {
    /** What staff are warned of before booking this contact again within two hours ('RES-…, sábado 28 de noviembre a las 21:00'). */
    nearbyForStaff(fields: Pick<ReservationFields, 'date' | 'startTime' | 'customerEmail' | 'customerPhone'>): string[] {
      return nearbyBookings(fields).map((other) => `${other.confirmationNumber}, ${formatLongDate(other.date)} a las ${other.startTime}`);
    },

    /** A diner's booking, already checked against the schedule by `dinerBookingSchema`, confirmed by e-mail. */
    createForDiner(fields: ReservationFields): ReservationRecord {
      const interval = bookingInterval(fields.date, fields.startTime, fields.endTime);
      return immediate(() => {
        if (slotLimits.refusal(fields.date, fields.startTime, fields.partySize)) throw conflict(M.slotClosed, 'no-tables');
        if (occupancy.hasOverlappingBookingForEmail(fields.customerEmail, interval)) throw conflict(M.duplicate, 'duplicate-booking');
        refuseNearby(fields);
        refuseBeyondDailyCap(fields);
        return confirmedOrPending(insert(fields, allocate(fields.preferredSection, fields.partySize, interval, 'diner'), 'online'));
      });
    },

    /** A dashboard booking: any date and slot, the named table if any, never a double booking. */
    createForStaff(fields: ReservationFields & { seated?: boolean; source?: StaffSource }): ReservationRecord {
      const interval = bookingInterval(fields.date, fields.startTime, fields.endTime);
      // A party seated as it is booked came in from the street.
      const source = fields.source ?? (fields.seated ? 'walk-in' : 'staff');
      return immediate(() => {
        if (!namesSeating(fields)) return insert(fields, allocate(fields.preferredSection, fields.partySize, interval, 'staff'), source);
        const seating = namedSeating(fields);
        refuseTaken(seating, interval);
        return insert(fields, seating, source);
      });
    },

    /**
     * The tables the waiting list held, booked: the diner's answer to an offer ('waitlist', confirmed
     * by e-mail), or a party at the door seated at them ('walk-in'). Staff may have named one meanwhile.
     */
    createHeld(fields: ReservationFields & { seated?: boolean }, seating: Seating, source: 'waitlist' | 'walk-in'): ReservationRecord {
      const interval = bookingInterval(fields.date, fields.startTime, fields.endTime);
      return immediate(() => {
        // A diner who booked another time meanwhile holds one evening, as on the form.
        if (source === 'waitlist' && occupancy.hasOverlappingBookingForEmail(fields.customerEmail, interval)) throw conflict(M.duplicate, 'duplicate-booking');
        if (source === 'waitlist') refuseNearby(fields);
        refuseTaken(seating, interval);
        const booked = insert(fields, seating, source);
        return source === 'waitlist' ? confirmedOrPending(booked) : booked;
      });
    },

    update(id: string, patch: ReservationUpdate): ReservationRecord {
      return immediate(() => {
        const current = repository.findRow(id);
        if (!current) throw notFound(RESERVATION_MESSAGES.notFound);
        const merged = { ...current, ...patch };
        editedRangeSchema.parse({ date: merged.date, startTime: merged.startTime, endTime: merged.endTime, endDate: patch.endDate, time: patch.time });
        const interval = bookingInterval(merged.date, merged.startTime, merged.endTime);
        // Another table named replaces all the booking's tables; none, or its own first table (a bar moved in time), keeps them.
        const sameFirst = patch.tableId !== undefined && patch.tableId === current.tableId && patch.tableNumber === undefined && patch.combinationId == null && patch.tableIds == null;
        const renamed = !sameFirst && (patch.tableId !== undefined || patch.tableNumber !== undefined || patch.combinationId !== undefined || patch.tableIds !== undefined);
        const seating = !renamed ? seatingOf(current) : namesSeating(patch) ? namedSeating({ ...patch, preferredSection: merged.preferredSection }) : null;
        if (merged.status === NO_SHOW && current.status !== NO_SHOW) refuseNoShowBeforeLate(merged);
        if (seating && holdsATable(merged.status)) refuseTaken(seating, interval, id);
        repository.update(id, {
          customerName: merged.customerName,
          customerEmail: merged.customerEmail,
          customerPhone: merged.customerPhone,
          date: merged.date,
          startTime: merged.startTime,
          endTime: merged.endTime,
          ...interval,
          ...seatingFields(seating),
          preferredSection: merged.preferredSection,
          partySize: merged.partySize,
          specialRequests: merged.specialRequests,
          status: merged.status,
          hasArrived: merged.hasArrived,
          // A booking typed in with no contact joins its guest once staff give one.
          guestId: current.guestId ?? (current.anonymisedAt === null ? guests.link(merged, 'staff') : null),
        });
        repository.setOtherTables(id, seating?.tables.slice(1).map((table) => table.id) ?? []);
        return tellDiner(current, repository.find(id) as ReservationRecord);
      });
    },

    /**
     * Cancel keeps the row and tells the diner (why, when the venue closed the date). A diner cannot
     * cancel once the booking has started; staff can.
     */
    cancel(id: string, by: 'diner' | 'staff', closure?: VenueClosure): ReservationRecord {
      return cancelTelling(id, by, closure).cancelled;
    },

    /**
     * A diner cancels with the proof 'Mis reservas' asks for: the booking's own e-mail and number.
     * A wrong or missing pair, or the dashboard's placeholder e-mail, finds nothing (404).
     */
    cancelByDiner(id: string, proof: BookingProof): ReservationRecord {
      return immediate(() => {
        const row = repository.findRow(id);
        if (!row || !provesOwnership(row, proof)) throw notFound(RESERVATION_MESSAGES.notFound);
        return cancelTelling(id, 'diner').cancelled;
      });
    },

    /** Staff cancel the bookings a closed date leaves out, each diner told why: who was written to. */
    cancelForClosure(ids: readonly string[], closure: VenueClosure): { cancelled: ReservationRecord; mailed: boolean }[] {
      return immediate(() => ids.map((id) => cancelTelling(id, 'staff', closure)));
    },

    setArrived(id: string, hasArrived: boolean): ReservationRecord {
      return immediate(() => {
        const current = standingRow(id);
        // Undoing the arrival of a party that had left holds its tables again: only if nobody has them now.
        const seating = !hasArrived && current.hasLeft ? seatingOf(current) : null;
        if (seating) refuseTaken(seating, current, id);
        // The moments are the owner's time at the table (server/reports/); an undone arrival has none.
        const arrivedAt = hasArrived ? (current.arrivedAt ?? clock().toISOString()) : null;
        repository.update(id, { hasArrived, arrivedAt, ...(hasArrived ? {} : { hasLeft: false, leftAt: null }) });
        return repository.find(id) as ReservationRecord;
      });
    },

    /**
     * 'Ido': the party left, which frees its table from now on. Undone, the party is seated again,
     * provided nobody has been given its table meanwhile.
     */
    checkout(id: string, hasLeft = true): ReservationRecord {
      return immediate(() => {
        const current = standingRow(id);
        const seating = seatingOf(current);
        if (!hasLeft && seating) refuseTaken(seating, current, id);
        const now = clock().toISOString();
        repository.update(id, { hasLeft, hasArrived: true, arrivedAt: current.arrivedAt ?? now, leftAt: hasLeft ? now : null });
        return repository.find(id) as ReservationRecord;
      });
    },

    /**
     * 'No presentado': a party that never came frees its table, marked once it is late. Undone, the
     * booking is confirmed again, provided nobody has been given its table meanwhile.
     */
    setNoShow(id: string, noShow: boolean): ReservationRecord {
      return immediate(() => {
        const current = repository.findRow(id);
        if (!current) throw notFound(RESERVATION_MESSAGES.notFound);
        if (current.status === CANCELLED) throw conflict(RESERVATION_MESSAGES.cancelled);
        if (noShow) {
          if (current.hasArrived) throw conflict(RESERVATION_MESSAGES.arrivedNotNoShow);
          if (current.status !== NO_SHOW) refuseNoShowBeforeLate(current);
          repository.update(id, { status: NO_SHOW });
        } else if (current.status === NO_SHOW) {
          const seating = seatingOf(current);
          if (seating) refuseTaken(seating, current, id);
          repository.update(id, { status: 'confirmed' });
        }
        return repository.find(id) as ReservationRecord;
      });
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
