/** The waiting list: diners who found no table and parties at the door, offered the tables that free. */
import type { LiveEventKind } from '../../shared/live-events';
import { WAITLIST_MESSAGES } from '../../shared/messages/waitlist';
import type { CalendarStore } from '../calendar';
import type { FairUseCounter } from '../fair-use';
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import type { Outbox } from '../mail';
import type { BookingService, ReservationRepository } from '../reservations';
import { loadSigningSecret, SIGNING_SECRETS } from '../secrets';
import type { Occupancy, OnlineSeats } from '../tables';
import type { TurnTimesStore } from '../turn-times';
import type { VenueSettings } from '../venue';
import { waitlistEndpoints } from './endpoints';
import { createWaitlistEntries } from './entries';
import { createOfferLinks } from './offer-links';
import { createWaitlist, type Waitlist } from './waitlist';

export type { Waitlist } from './waitlist';

/** Offers not answered in time are looked for each minute: one held until 21:40 passes on by 21:41. */
export const WAITLIST_POLL_MS = 60_000;

/** The changes after which a table may have freed for someone waiting. */
const MAY_FREE_A_TABLE: ReadonlySet<LiveEventKind> = new Set(['reservation-updated', 'reservation-cancelled', 'table-changed', 'calendar-changed']);

type Needs = {
  calendar: CalendarStore;
  turnTimes: TurnTimesStore;
  occupancy: Occupancy;
  onlineSeats: OnlineSeats;
  bookings: BookingService;
  reservations: ReservationRepository;
  outbox: Outbox;
  venue: VenueSettings;
  publicAddress: () => string | null;
  fairUse: FairUseCounter | null;
};

/** `pollMs`: how often unanswered offers are looked for; tests shorten it. */
export function waitlistFeature(pollMs = WAITLIST_POLL_MS) {
  return ({ db, clock, events, logger, sealer }: Kernel, needs: Needs): Feature<{ waitlist: Waitlist }> => {
    const waitlist = createWaitlist({
      db,
      clock,
      events,
      entries: createWaitlistEntries(db),
      onlineSeats: needs.onlineSeats,
      occupancy: needs.occupancy,
      calendar: needs.calendar,
      turnTimes: needs.turnTimes,
      bookings: needs.bookings,
      findReservation: (id) => needs.reservations.find(id),
      outbox: needs.outbox,
      venue: needs.venue,
      links: createOfferLinks(loadSigningSecret(db, sealer, SIGNING_SECRETS.waitlistOffers)),
      publicAddress: needs.publicAddress,
    });
    const refill = () => {
      try {
        waitlist.refill();
      } catch (error) {
        logger.error(WAITLIST_MESSAGES.failed, error);
      }
    };
    // A cancellation, a no-show, a booking moved or shortened, a table added, a date reopened: someone
    // waiting may fit now. Looked at once the request that changed it has answered, once for a burst.
    let due = false;
    let stopped = false;
    const unsubscribe = events.subscribe(
      (event) => {
        if (!MAY_FREE_A_TABLE.has(event.kind) || due) return;
        due = true;
        setImmediate(() => {
          due = false;
          if (!stopped) refill();
        });
      },
      () => undefined,
    );
    const timer = setInterval(refill, pollMs);
    timer.unref();
    return {
      name: 'waitlist',
      provides: { waitlist },
      handlers: { waitlist: waitlistEndpoints({ waitlist, fairUse: needs.fairUse }) },
      stop: () => {
        stopped = true;
        clearInterval(timer);
        unsubscribe();
      },
    };
  };
}
