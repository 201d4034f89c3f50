import type { dinerAllergiesContract, DinerAllergiesView } from '../../shared/api/diner-allergies';
import { DINER_ALLERGY_MESSAGES as M } from '../../shared/messages/diner-allergies';
import { toReservation } from '../api/dto';
import { announceChangeOf, type Handlers } from '../api/endpoints';
import type { ReservationRecord } from '../db/rows';
import { RATES, withinRate, type FairUseCounter } from '../fair-use';
import { notFound } from '../http/errors';
import type { BookingLinkPurpose, BookingLinks } from './booking-links';
import type { DinerAllergyStore } from './diner-allergies';
import type { ReservationRepository } from './repository';

const ALLERGY_PURPOSES: readonly BookingLinkPurpose[] = ['alergias', 'si'];

/** The diner's declaration from a link of their e-mails (see `linked`) or from the site's confirmation (e-mail and number). */
export function dinerAllergyEndpoints({
  dinerAllergies: store,
  bookingLinks,
  reservations,
  fairUse,
}: {
  dinerAllergies: DinerAllergyStore;
  bookingLinks: BookingLinks;
  reservations: ReservationRepository;
  fairUse: FairUseCounter | null;
}): Handlers<typeof dinerAllergiesContract> {
  /** What the page shows: the booking as the diner knows it, never its id, contact or table. */
  function viewOf(row: ReservationRecord): DinerAllergiesView {
    const { confirmationNumber, customerName, date, startTime, endTime, preferredSection, partySize, status, dinerAllergies, dinerAllergyNotes, dinerAllergiesAt } = toReservation(row);
    return {
      booking: { confirmationNumber, customerName, date, startTime, endTime, preferredSection, partySize, status, dinerAllergies, dinerAllergyNotes, dinerAllergiesAt },
      closed: store.closedReason(row.id),
    };
  }
  // The confirmation's allergies link, or the reminder's 'Confirmo que iré' whose page asks too. Not
  // 'Mis reservas' (contact, cancelling) nor 'No podré ir': the allergies link may be forwarded to the table.
  function linked(token: string): string {
    const link = bookingLinks.read(token);
    if (!link || !ALLERGY_PURPOSES.includes(link.purpose)) throw notFound(M.notFound);
    return link.id;
  }
  const limited = [withinRate(fairUse, RATES.search)];
  return {
    view: { before: limited, handle: ({ params }) => viewOf(store.find(linked(params.token))) },
    declareByLink: {
      before: limited,
      handle: ({ params, body }, { res }) => {
        const id = linked(params.token);
        // The dashboards' live event names the booking; the link does not.
        announceChangeOf(res, id);
        return viewOf(store.declare(id, body));
      },
    },
    declare: {
      before: limited,
      handle: ({ params, body: { email, confirmationNumber, ...answer } }) => {
        const found = reservations.findByProof({ email, confirmationNumber });
        if (!found || found.id !== params.id) throw notFound(M.notFound);
        return viewOf(store.declare(found.id, answer));
      },
    },
  };
}
