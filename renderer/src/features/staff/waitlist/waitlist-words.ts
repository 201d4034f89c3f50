/** What an entry of the waiting list says on its card, which buttons it shows, and its WhatsApp message. */
import { heldUntil } from '../../../../../shared/held-until';
import { formatLongDate } from '../../../../../shared/long-date';
import { whatsappHref } from '../kit/contact';
import { heldUntilShort } from '../kit/held-until';
import type { WaitlistEntry, WaitlistSeat } from '../kit/staff-queries';
import { WAITLIST } from './copy';

type Entry = Pick<WaitlistEntry, 'kind' | 'state' | 'offer'>;

/** 'Esperando', 'Oferta hasta 21:40' (at the door 'Mesa lista hasta 21:40'), 'Reservada' (at the door 'Sentada'), 'Caducada', 'Retirada'. */
export function stateText({ kind, state, offer }: Entry, now: Date): string {
  if (state === 'offered' && offer) {
    const until = heldUntilShort(offer.expiresAt, now);
    return kind === 'walk-in' ? WAITLIST.readyUntil(until) : WAITLIST.offeredUntil(until);
  }
  if (state === 'booked' && kind === 'walk-in') return WAITLIST.state.seated;
  return WAITLIST.state[state];
}

/** The starts the party would take: '21:00–22:00', or one time. */
export const windowText = ({ startTime, latestStart }: Pick<WaitlistEntry, 'startTime' | 'latestStart'>): string => (startTime === latestStart ? startTime : `${startTime}–${latestStart}`);

/** 'Terraza 7 + Terraza 8'. */
export const tablesText = (tables: readonly { name: string }[]): string => tables.map((table) => table.name).join(' + ');

export interface EntryActions {
  /** 'Ofrecer mesa', at the door 'Mesa lista'. */
  offer: boolean;
  /** 'Avisar por WhatsApp'. */
  notify: boolean;
  /** 'Sentar': a party at the door, at the table held for them. */
  seat: boolean;
  /** 'Retirar'. */
  withdraw: boolean;
}

/** An entry waiting (or whose offer lapsed) can be offered a table; one with an offer out, told of it; either, taken off. */
export function actionsFor({ kind, state }: Pick<WaitlistEntry, 'kind' | 'state'>): EntryActions {
  const open = state === 'waiting' || state === 'expired';
  const offered = state === 'offered';
  return { offer: open, notify: offered, seat: offered && kind === 'walk-in', withdraw: open || offered };
}

/** Booked, seated or withdrawn: nothing left to do for it. */
export const isSettled = ({ state }: Pick<WaitlistEntry, 'state'>): boolean => state === 'booked' || state === 'withdrawn';

/** The entries still to look after first, each part in the order they joined. */
export const byAttention = <E extends Pick<WaitlistEntry, 'state'>>(entries: readonly E[]): E[] => [...entries.filter((entry) => !isSettled(entry)), ...entries.filter(isSettled)];

/** A date's list with `entry` as the server returned it: in its place, or added at the end (the order they joined). */
export function withEntry<E extends Pick<WaitlistEntry, 'id'>>(list: readonly E[], entry: E): E[] {
  return list.some((other) => other.id === entry.id) ? list.map((other) => (other.id === entry.id ? entry : other)) : [...list, entry];
}

/** The venue as the offer's message names it; either may be missing on a new install. */
export interface VenueContact {
  name: string | null;
  phone: string | null;
}

/** The WhatsApp message for an entry with an offer out: 'Mesa lista' at the door, or the offer written out with how to take it. */
export function notifyText(entry: Pick<WaitlistEntry, 'kind' | 'customerName' | 'date' | 'partySize' | 'offer'>, venue: VenueContact, now: Date): string {
  const { offer } = entry;
  if (entry.kind === 'walk-in' || !offer) return WAITLIST.readyMessage(entry.customerName);
  const until = heldUntil(offer.expiresAt, now);
  const written = WAITLIST.offerMessage({
    name: entry.customerName,
    venue: venue.name,
    date: formatLongDate(entry.date),
    time: offer.startTime,
    section: offer.section,
    partySize: entry.partySize,
    until,
  });
  return `${written} ${offer.link ? WAITLIST.offerByLink(offer.link) : WAITLIST.offerByCall(venue.phone, until)}`;
}

export const notifyHref = (entry: Parameters<typeof notifyText>[0] & Pick<WaitlistEntry, 'customerPhone'>, venue: VenueContact, now: Date): string =>
  whatsappHref(entry.customerPhone, notifyText(entry, venue, now));

/** What POST …/offer takes for a seat: its start, and its table or its combination. */
export function offerBody(seat: Pick<WaitlistSeat, 'startTime' | 'tables' | 'combinationId'>): { startTime: string; tableId?: number; combinationId?: number } {
  if (seat.combinationId !== null) return { startTime: seat.startTime, combinationId: seat.combinationId };
  return { startTime: seat.startTime, tableId: seat.tables[0]?.id };
}

/** A seat told apart from the others at its start: its combination, or its one table. */
export const seatKey = ({ combinationId, tables }: Pick<WaitlistSeat, 'tables' | 'combinationId'>): string => (combinationId !== null ? `combinacion-${combinationId}` : `mesa-${tables[0]?.id ?? ''}`);
