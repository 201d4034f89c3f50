/**
 * The waiting list. A diner who found no table joins it from the form; staff write down a party at
 * the door. Whenever a table frees (any change to the bookings, the floor or the calendar), the
 * entries are read in the order they joined and each diner from the web whose party, zone and window
 * it fits is offered it by e-mail: the table is held for them (online availability skips it) until
 * they answer or the hold ends (24 hours a week or more ahead, 4 hours from 1 to 6 days ahead, 15
 * minutes on the day), and then it goes to the next. A link is good once; reading it changes nothing.
 */
import { STAFF_CONTACT } from '../../shared/contact-keys';
import { BOOKING_MESSAGES } from '../../shared/messages/booking';
import { WAITLIST_MESSAGES } from '../../shared/messages/waitlist';
import { contactReason, isOnlineSection, type Section } from '../../shared/sections';
import { dayNumber } from '../../shared/madrid-time';
import { formatClock, isInBookingWindow, nowOnTimeline, serviceDate, serviceMinutes, STAFF_START_TIMES, startTimes, timelineMinutes } from '../../shared/schedule';
import type { WaitlistJoin, WaitlistOfferRequest, WalkInWait } from '../../shared/schemas/waitlist';
import { WALK_IN_HOLD_MINUTES } from '../../shared/schemas/waitlist';
import { proposedEnd, recommendedEnd } from '../../shared/turn-times';
import type { CalendarStore } from '../calendar';
import { refuseOffline } from '../calendar';
import type { Db } from '../db/open';
import type { ReservationRecord } from '../db/rows';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import type { Clock } from '../kernel';
import type { EventBus } from '../kernel/event-bus';
import type { Outbox } from '../mail';
import type { BookingService } from '../reservations';
import { bookingInterval, onlineZonesFor, type Occupancy, type OnlineSeat, type OnlineSeats, type Seating } from '../tables';
import type { TurnTimesStore } from '../turn-times';
import type { VenueSettings } from '../venue';
import type { WaitlistEntries, WaitlistEntry } from './entries';
import { offerMail } from './offer-mail';
import { offerPage, type OfferLinks } from './offer-links';

const M = WAITLIST_MESSAGES;
const MINUTE_MS = 60_000;
const DAY = 24 * 60;

/** On the day, a table is held a quarter of an hour: the server offers no start sooner than that. */
const SAME_DAY_HOLD_MINUTES = 15;

/** How long a table is held for a diner: shorter as the evening nears. */
export function holdMinutes(date: string, today: string): number {
  const daysAway = dayNumber(date) - dayNumber(today);
  if (daysAway >= 7) return 24 * 60;
  if (daysAway >= 1) return 4 * 60;
  return SAME_DAY_HOLD_MINUTES;
}

/** A seat staff may offer: the first table's label names the tables and their range. */
export interface StaffSeat extends OnlineSeat {
  label: string;
}

/** What an offer's link shows: the entry, and the table it was offered (kept once answered). */
export interface OfferView {
  entry: WaitlistEntry;
  offer: { startTime: string; endTime: string; section: Section; expiresAt: string };
  open: boolean;
  spent: string | null;
  confirmationNumber: string | null;
}

interface Deps {
  db: Db;
  clock: Clock;
  events: Pick<EventBus, 'publish'>;
  entries: WaitlistEntries;
  onlineSeats: OnlineSeats;
  occupancy: Occupancy;
  calendar: CalendarStore;
  turnTimes: TurnTimesStore;
  bookings: BookingService;
  findReservation(id: string): ReservationRecord | null;
  outbox: Outbox;
  venue: VenueSettings;
  links: OfferLinks;
  publicAddress(): string | null;
}

export function createWaitlist(deps: Deps) {
  const { db, clock, events, entries, onlineSeats, occupancy, calendar, turnTimes, bookings, outbox, venue, links, publicAddress } = deps;
  const immediate = <T>(work: () => T): T => db.$client.transaction(work).immediate();
  const changed = (id: number | string) => events.publish({ kind: 'waitlist-changed', id });

  /** The half hour the clock is in, today: when a party at the door would sit. */
  function currentSlot(): { date: string; startTime: string } {
    const now = clock();
    const date = serviceDate(now);
    return { date, startTime: formatClock(Math.floor((nowOnTimeline(now) - dayNumber(date) * DAY) / 30) * 30) };
  }

  /** The end staff would propose for the party (the online end where the day offers one). */
  function endFor(date: string, startTime: string, partySize: number): string {
    const times = turnTimes.read();
    const online = recommendedEnd(date, startTime, partySize, calendar.read(), times);
    return online || proposedEnd(startTime, partySize, times);
  }

  const linkOf = (entry: Pick<WaitlistEntry, 'id' | 'offerNumber' | 'kind'>) => {
    const origin = publicAddress();
    return origin && entry.kind === 'online' && entry.offerNumber > 0 ? offerPage(origin, links.token(entry.id, entry.offerNumber)) : null;
  };

  /** Until when a table offered now is held: by the rule for a diner, ten minutes at the door; never past the start. */
  function expiryFor(entry: WaitlistEntry, seat: OnlineSeat): string {
    const now = clock();
    const held = entry.kind === 'walk-in' ? WALK_IN_HOLD_MINUTES : holdMinutes(entry.date, serviceDate(now));
    const untilStart = timelineMinutes(entry.date, seat.startTime) - nowOnTimeline(now);
    const minutes = entry.kind === 'walk-in' ? held : Math.max(1, Math.min(held, untilStart));
    return new Date(now.getTime() + minutes * MINUTE_MS).toISOString();
  }

  /**
   * Puts the offer out inside the caller's transaction: the diner's e-mail queued, the tables held.
   * The server's own offers go only by e-mail, within the public mail caps: one that cannot leave
   * (no mail server, no venue details, the caps reached) holds nothing, and the entry waits for staff.
   * Staff's are held whatever the e-mail does: they tell the diner on WhatsApp too.
   */
  function putOut(entry: WaitlistEntry, seat: OnlineSeat, by: 'server' | 'staff'): boolean {
    const expiresAt = expiryFor(entry, seat);
    const details = venue.read();
    const mailed =
      entry.kind === 'online' &&
      entry.customerEmail !== null &&
      details !== null &&
      outbox.enqueue(
        offerMail({ ...entry, customerEmail: entry.customerEmail, ...seat, expiresAt }, details, linkOf({ ...entry, offerNumber: entry.offerNumber + 1 }), clock()),
        by === 'server' ? 'public-form' : 'staff',
      );
    if (by === 'server' && !mailed) return false;
    entries.offer(entry.id, {
      startTime: seat.startTime,
      endTime: seat.endTime,
      section: seat.section,
      combinationId: seat.seating.combinationId,
      expiresAt,
      tableIds: seat.seating.tables.map((table) => table.id),
      ...bookingInterval(entry.date, seat.startTime, seat.endTime),
    });
    return true;
  }

  /** Offers that were not answered in time: closed, their tables free again. Answers whether any was. */
  function expireDue(): boolean {
    const now = clock();
    const ended = entries.offersEndedBy(now.toISOString());
    const nowMinutes = nowOnTimeline(now);
    const tooLate = entries.waitingOnline().filter((entry) => timelineMinutes(entry.date, entry.latestStart) < nowMinutes);
    for (const entry of [...ended, ...tooLate]) entries.settle(entry.id, 'expired');
    for (const entry of [...ended, ...tooLate]) changed(entry.id);
    return ended.length + tooLate.length > 0;
  }

  /**
   * Offers each waiting diner the first seat that fits them, in the order they joined. A past
   * evening's list goes first, once the service day has turned (the night's retention also deletes
   * it, but the computer may have been off at 04:00).
   */
  function refill(): void {
    if (entries.deleteBefore(serviceDate(clock())) > 0) changed('purged');
    expireDue();
    for (const waiting of entries.waitingOnline(serviceDate(clock()))) {
      const offered = immediate(() => {
        const entry = entries.find(waiting.id);
        if (!entry || entry.state !== 'waiting') return false;
        // A start at least the same-day hold away: an offer must leave the diner time to answer.
        const seat = onlineSeats.firstSeat(entry, nowOnTimeline(clock()) + SAME_DAY_HOLD_MINUTES);
        return seat !== null && putOut(entry, seat, 'server');
      });
      if (offered) changed(waiting.id);
    }
  }

  /** The held tables booked for the entry, which leaves the list as 'booked'; staff and the site are told. */
  function bookHeld(entry: WaitlistEntry, when: { date: string; startTime: string; endTime: string; seated?: boolean }, source: 'waitlist' | 'walk-in'): ReservationRecord {
    const [first, ...others] = entry.heldTables;
    const section = entry.offerSection;
    if (!first || !section) throw conflict(M.noOffer);
    const booked = immediate(() => {
      const reservation = bookings.createHeld(
        {
          customerName: entry.customerName,
          customerEmail: entry.customerEmail ?? STAFF_CONTACT.customerEmail,
          customerPhone: entry.customerPhone,
          preferredSection: section,
          partySize: entry.partySize,
          specialRequests: null,
          ...when,
        },
        { tables: [first, ...others], combinationId: entry.offerCombinationId },
        source,
      );
      entries.settle(entry.id, 'booked', reservation.id);
      return reservation;
    });
    events.publish({ kind: 'reservation-created', id: booked.id });
    return booked;
  }

  function mustFind(id: number): WaitlistEntry {
    const entry = entries.find(id);
    if (!entry) throw notFound(M.notFound);
    return entry;
  }

  /** The seats staff may offer an entry now: each start of its window still ahead, the free tables and combinations that take the party. */
  function seatsFor(entry: WaitlistEntry): StaffSeat[] {
    const now = nowOnTimeline(clock());
    const starts =
      entry.kind === 'walk-in'
        ? [currentSlot().startTime]
        : STAFF_START_TIMES.filter(
            (time) => serviceMinutes(time) >= serviceMinutes(entry.startTime) && serviceMinutes(time) <= serviceMinutes(entry.latestStart) && timelineMinutes(entry.date, time) > now,
          );
    return starts.flatMap((startTime) => {
      const endTime = endFor(entry.date, startTime, entry.partySize);
      if (!endTime) return [];
      const query = { section: entry.preferredSection, partySize: entry.partySize, ...bookingInterval(entry.date, startTime, endTime), excludeReservationId: null };
      const seat = (section: string, seating: Seating, range: string): StaffSeat => ({
        startTime,
        endTime,
        section: section as Section,
        seating,
        label: `${seating.tables.map((table) => table.name).join(' + ')} (${range})`,
      });
      const single = occupancy.freeTables(query).map((table) => seat(table.section, { tables: [table], combinationId: null }, `${table.minCapacity}-${table.maxCapacity}`));
      const joined = occupancy.freeCombinations({ ...query, onlineOnly: false }).flatMap(({ tables, id, section, minCapacity, maxCapacity }) => {
        const [first, ...others] = tables;
        return first ? [seat(section, { tables: [first, ...others], combinationId: id }, `${minCapacity}-${maxCapacity}`)] : [];
      });
      return [...single, ...joined];
    });
  }

  function view(token: string): OfferView {
    const link = links.read(token);
    const entry = link && entries.find(link.id);
    if (!link || !entry || entry.kind !== 'online' || entry.offerNumber < link.offer) throw notFound(M.invalidLink);
    const { offerStartTime: startTime, offerEndTime: endTime, offerSection: section, offerExpiresAt: expiresAt } = entry;
    if (!startTime || !endTime || !section || !expiresAt) throw notFound(M.invalidLink);
    const reservation = entry.reservationId ? deps.findReservation(entry.reservationId) : null;
    const current = entry.offerNumber === link.offer;
    const ended = expiresAt <= clock().toISOString();
    let spent: string | null = null;
    if (!current) spent = M.offerReplaced;
    else if (entry.state === 'booked') spent = M.offerBooked;
    else if (entry.state === 'withdrawn') spent = M.offerDeclined;
    else if (entry.state === 'expired' || ended) spent = M.offerExpired;
    // Back to waiting: the table went to someone else before they answered.
    else if (entry.state === 'waiting') spent = M.offerGone;
    else if (entry.state !== 'offered') spent = M.offerSpent;
    return { entry, offer: { startTime, endTime, section, expiresAt }, open: spent === null, spent, confirmationNumber: current && reservation ? reservation.confirmationNumber : null };
  }

  return {
    refill,
    expireDue,
    view,

    /** 'Apúntame a la lista de espera': the diner's request checked by the same rules as a booking's. */
    join(body: WaitlistJoin): WaitlistEntry {
      const now = clock();
      if (!isInBookingWindow(body.date, now)) throw badRequest(BOOKING_MESSAGES.dateWindow);
      refuseOffline(body.date, calendar.read(), calendar.pause(), body.startTime);
      const starts = startTimes(body.date, now, calendar.read());
      if (!starts.includes(body.startTime)) throw badRequest(BOOKING_MESSAGES.startUnavailable);
      if (!starts.includes(body.latestStart)) throw badRequest(M.latestStartRange);
      if (body.preferredSection !== null) {
        const reason = contactReason(body.preferredSection, body.partySize);
        if (reason) throw badRequest(reason === 'vip' ? BOOKING_MESSAGES.vipByContact : BOOKING_MESSAGES.largeGroupByContact);
        if (!isOnlineSection(body.preferredSection)) throw badRequest(BOOKING_MESSAGES.sectionNotOnline);
      } else if (onlineZonesFor(body.partySize).length === 0) throw badRequest(BOOKING_MESSAGES.largeGroupByContact);
      const entry = immediate(() => {
        if (entries.hasLiveEntry(body.date, body.customerEmail, body.customerPhone)) throw conflict(M.alreadyWaiting);
        return entries.insert({ kind: 'online', ...body, quotedMinutes: null }, now.toISOString());
      });
      // A table may already be free later in the window: offered at once.
      refill();
      return entries.find(entry.id) ?? entry;
    },

    /** 'Apuntar en espera': a party at the door, from now until the wait quoted has passed. */
    addWalkIn(body: WalkInWait): WaitlistEntry {
      const { date, startTime } = currentSlot();
      const now = nowOnTimeline(clock()) - dayNumber(date) * DAY;
      // No later than staff's last start: a wait past it would read as the next morning.
      const latest = Math.min(Math.ceil((now + body.quotedMinutes) / 30) * 30, serviceMinutes(STAFF_START_TIMES.at(-1) ?? startTime));
      const entry = entries.insert(
        {
          kind: 'walk-in',
          customerName: body.customerName,
          customerEmail: null,
          customerPhone: body.customerPhone,
          date,
          startTime,
          latestStart: formatClock(latest),
          partySize: body.partySize,
          preferredSection: null,
          quotedMinutes: body.quotedMinutes,
        },
        clock().toISOString(),
      );
      return entry;
    },

    list: (date: string) => entries.onDate(date),

    seats: (id: number) => seatsFor(mustFind(id)),

    /** 'Ofrecer mesa' or 'Mesa lista': the seat chosen must be one `seats` offers now. */
    offer(id: number, request: WaitlistOfferRequest): WaitlistEntry {
      immediate(() => {
        const entry = mustFind(id);
        if (entry.state !== 'waiting' && entry.state !== 'expired') throw conflict(M.notWaiting);
        const seat = seatsFor(entry).find(
          (candidate) =>
            candidate.startTime === request.startTime &&
            (request.combinationId != null
              ? candidate.seating.combinationId === request.combinationId
              : candidate.seating.combinationId === null && candidate.seating.tables[0].id === request.tableId),
        );
        if (!seat) throw conflict(M.seatNotFree);
        putOut(entry, seat, 'staff');
      });
      return mustFind(id);
    },

    /** 'Sentar': the party at the door sits at the table held for them, from the half hour the clock is in. */
    seat(id: number): WaitlistEntry {
      const entry = mustFind(id);
      if (entry.state !== 'offered' || !entry.offerEndTime) throw conflict(M.noOffer);
      const { date, startTime } = currentSlot();
      const endTime = serviceMinutes(entry.offerEndTime) > serviceMinutes(startTime) ? entry.offerEndTime : endFor(date, startTime, entry.partySize);
      bookHeld(entry, { date, startTime, endTime, seated: true }, entry.kind === 'walk-in' ? 'walk-in' : 'waitlist');
      return mustFind(id);
    },

    /** 'Retirar': off the list; a table held for them goes to the next. */
    withdraw(id: number): WaitlistEntry {
      const entry = mustFind(id);
      if (entry.state !== 'waiting' && entry.state !== 'offered' && entry.state !== 'expired') throw conflict(M.notWaiting);
      entries.settle(id, 'withdrawn');
      refill();
      return mustFind(id);
    },

    /** 'Reservar esta mesa' books the held table ('waitlist', confirmed by e-mail); 'No, gracias' passes it on. */
    answer(token: string, answer: 'accept' | 'decline'): OfferView {
      const { entry, offer, spent } = view(token);
      if (spent) throw conflict(spent);
      if (answer === 'decline') {
        entries.settle(entry.id, 'withdrawn');
        refill();
        return view(token);
      }
      // A date closed or paused since the offer went out is said as such.
      refuseOffline(entry.date, calendar.read(), calendar.pause(), offer.startTime);
      try {
        bookHeld(entry, { date: entry.date, startTime: offer.startTime, endTime: offer.endTime }, 'waitlist');
      } catch (error) {
        if (!(error instanceof HttpError) || error.code !== 'table-taken') throw error;
        // Staff gave the table to someone else meanwhile: the diner keeps their place for the next one.
        entries.settle(entry.id, 'waiting');
        changed(entry.id);
        refill();
        throw conflict(M.offerGone);
      }
      return view(token);
    },

    linkOf,
  };
}

export type Waitlist = ReturnType<typeof createWaitlist>;
