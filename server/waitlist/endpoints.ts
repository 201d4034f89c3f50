import type { waitlistContract } from '../../shared/api/waitlist';
import { announceChangeOf, type Handlers } from '../api/endpoints';
import { RATES, withinRate, type FairUseCounter } from '../fair-use';
import type { WaitlistEntry } from './entries';
import type { OfferView, Waitlist } from './waitlist';

/** What an offer's page may show: the table as the diner asked for it, never the entry's id or contact. */
function viewDto({ entry, offer, open, spent, confirmationNumber }: OfferView) {
  return { open, spent, customerName: entry.customerName, date: entry.date, partySize: entry.partySize, ...offer, confirmationNumber };
}

export function waitlistEndpoints({ waitlist, fairUse }: { waitlist: Waitlist; fairUse: FairUseCounter | null }): Handlers<typeof waitlistContract> {
  const entryDto = (entry: WaitlistEntry) => ({
    id: entry.id,
    kind: entry.kind,
    customerName: entry.customerName,
    customerEmail: entry.customerEmail,
    customerPhone: entry.customerPhone,
    date: entry.date,
    startTime: entry.startTime,
    latestStart: entry.latestStart,
    partySize: entry.partySize,
    preferredSection: entry.preferredSection,
    quotedMinutes: entry.quotedMinutes,
    state: entry.state,
    offer:
      entry.state === 'offered' && entry.offerStartTime && entry.offerEndTime && entry.offerSection && entry.offerExpiresAt
        ? {
            startTime: entry.offerStartTime,
            endTime: entry.offerEndTime,
            section: entry.offerSection,
            tables: entry.heldTables,
            combinationId: entry.offerCombinationId,
            expiresAt: entry.offerExpiresAt,
            link: waitlist.linkOf(entry),
          }
        : null,
    reservationId: entry.reservationId,
    createdAt: entry.createdAt,
  });
  return {
    join: {
      before: [withinRate(fairUse, RATES.booking)],
      handle: ({ body }) => {
        const { id, date, startTime, latestStart, partySize, preferredSection, state } = waitlist.join(body);
        return { id, date, startTime, latestStart, partySize, preferredSection, state };
      },
    },
    viewOffer: ({ params }) => viewDto(waitlist.view(params.token)),
    answerOffer: {
      before: [withinRate(fairUse, RATES.search)],
      handle: ({ params, body }, { res }) => {
        const answered = waitlist.answer(params.token, body.answer);
        // The dashboards' live event names the entry; the link does not.
        announceChangeOf(res, answered.entry.id);
        return viewDto(answered);
      },
    },
    list: ({ query }) => waitlist.list(query.date).map(entryDto),
    addWalkIn: ({ body }) => entryDto(waitlist.addWalkIn(body)),
    seats: ({ params }) =>
      waitlist.seats(params.id).map(({ startTime, endTime, section, seating, label }) => ({
        startTime,
        endTime,
        section,
        tables: seating.tables.map(({ id, name, tableNumber }) => ({ id, name, tableNumber })),
        combinationId: seating.combinationId,
        label,
      })),
    offer: ({ params, body }) => entryDto(waitlist.offer(params.id, body)),
    seat: ({ params }) => entryDto(waitlist.seat(params.id)),
    withdraw: ({ params }) => entryDto(waitlist.withdraw(params.id)),
  };
}
