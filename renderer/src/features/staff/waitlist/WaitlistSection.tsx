import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Armchair, CalendarClock, Mail, MessageCircle, Phone, UserRoundMinus } from 'lucide-react';
import { useRef, useState } from 'react';
import { serviceDate } from '../../../../../shared/schedule';
import type { WaitlistState } from '../../../../../shared/schemas/waitlist';
import { QueryView } from '../../../components/ui/QueryView';
import { useNow } from '../../../lib/use-now';
import { venueQuery } from '../../../lib/venue';
import { phoneHref } from '../kit/contact';
import { waitlistQuery, type WaitlistEntry } from '../kit/staff-queries';
import { useFocusBack } from '../kit/use-focus-back';
import { WAITLIST } from './copy';
import { OfferDialog } from './OfferDialog';
import { useSeat, useWithdraw } from './use-waitlist-actions';
import { AddWalkInButton } from './WalkInDialog';
import { actionsFor, byAttention, isSettled, notifyHref, stateText, tablesText, windowText, type VenueContact } from './waitlist-words';

const STATE_STYLE: Record<WaitlistState, string> = {
  waiting: 'bg-amber-100 text-amber-950 ring-amber-400',
  offered: 'bg-sky-100 text-sky-950 ring-sky-500',
  booked: 'bg-emerald-100 text-emerald-950 ring-emerald-500',
  expired: 'bg-stone-100 text-stone-800 ring-stone-400',
  withdrawn: 'bg-stone-100 text-stone-800 ring-stone-400',
};

const linkClass = 'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand ring-1 ring-stone-300 hover:bg-brand-soft';
const actionClass = 'button min-h-11 px-3 text-sm';

/**
 * 'Lista de espera' beside the day's lists: who waits for a table that day (from the web, or at the
 * door with the wait they were told), what was offered them and until when, with a button for each
 * next step. On the venue's today, 'Apuntar en espera' writes down a party at the door.
 */
export function WaitlistSection({ date }: { date: string }) {
  const now = useNow();
  const list = useQuery(waitlistQuery(date));
  const venue = useQuery(venueQuery).data;
  const contact: VenueContact = { name: venue?.name ?? null, phone: venue?.phone ?? null };
  const [offering, setOffering] = useState<WaitlistEntry | null>(null);
  // Its card, where the focus goes once the offer is out and the button that opened the dialog gone.
  const offeringCard = useRef<HTMLElement | null>(null);
  useFocusBack(offering !== null, offeringCard);
  const isToday = date === serviceDate(now);
  const offer = (entry: WaitlistEntry, card: HTMLElement | null) => {
    offeringCard.current = card;
    setOffering(entry);
  };

  // Another day with nobody waiting has nothing to show or to do here.
  if (!isToday && !list.data?.length) return null;
  const waiting = list.data?.filter((entry) => !isSettled(entry)).length ?? 0;

  // 'Mesa lista' tells the party at the door at once; a browser lets a page open a window this soon after the click.
  const offered = (entry: WaitlistEntry) => {
    if (entry.kind === 'walk-in') window.open(notifyHref(entry, contact, new Date()), '_blank', 'noopener,noreferrer');
  };

  return (
    <section aria-labelledby="espera-titulo" className="@container grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="espera-titulo" className="mr-auto flex items-baseline gap-2 font-display text-lg font-bold text-ink">
          {WAITLIST.title}
          <span className="font-sans text-sm font-medium text-muted">({waiting})</span>
        </h3>
        {isToday && <AddWalkInButton />}
      </div>
      <QueryView query={list} loading={WAITLIST.loading} failed={WAITLIST.loadFailed} className="text-sm">
        {(entries) =>
          entries.length === 0 ? (
            <p className="text-sm text-muted">{WAITLIST.none}</p>
          ) : (
            <ul className="grid gap-2 @xl:grid-cols-2 @5xl:grid-cols-3">
              {byAttention(entries).map((entry) => (
                <EntryCard key={entry.id} entry={entry} now={now} venue={contact} onOffer={offer} />
              ))}
            </ul>
          )
        }
      </QueryView>
      {offering && <OfferDialog entry={offering} onOffered={offered} onClose={() => setOffering(null)} />}
    </section>
  );
}

interface EntryCardProps {
  entry: WaitlistEntry;
  now: Date;
  venue: VenueContact;
  /** 'Ofrecer mesa' or 'Mesa lista', with the card the focus comes back to. */
  onOffer(entry: WaitlistEntry, card: HTMLElement | null): void;
}

function EntryCard({ entry, now, venue, onOffer }: EntryCardProps) {
  const seat = useSeat();
  const withdraw = useWithdraw();
  const actions = actionsFor(entry);
  const busy = seat.isPending || withdraw.isPending;
  // 'Sentar' and 'Retirar' take their own button away: the focus stays on the card.
  const card = useRef<HTMLLIElement>(null);
  const keepFocus = { onSuccess: () => card.current?.focus() };
  const details = [WAITLIST.kind[entry.kind], windowText(entry), entry.preferredSection ?? WAITLIST.anyZone, entry.quotedMinutes === null ? null : WAITLIST.quoted(entry.quotedMinutes)];
  return (
    <li
      ref={card}
      tabIndex={-1}
      aria-label={entry.customerName}
      className={clsx('grid content-start gap-2 rounded-xl p-4 ring-1', isSettled(entry) ? 'bg-stone-50 ring-stone-200' : 'bg-white ring-stone-300')}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-ink">
          {entry.customerName} · {WAITLIST.party(entry.partySize)}
        </p>
        <span className={clsx('rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1', STATE_STYLE[entry.state])}>{stateText(entry, now)}</span>
      </div>
      <p className="text-sm text-muted">{details.filter(Boolean).join(' · ')}</p>
      {entry.offer && <p className="text-sm font-medium text-ink">{WAITLIST.held(tablesText(entry.offer.tables), entry.offer.startTime)}</p>}
      <div className="flex flex-wrap gap-2">
        <a href={phoneHref(entry.customerPhone)} className={linkClass}>
          <Phone aria-hidden className="size-4" />
          {entry.customerPhone}
        </a>
        {entry.customerEmail && (
          <a href={`mailto:${entry.customerEmail}`} className={linkClass}>
            <Mail aria-hidden className="size-4 shrink-0" />
            {/* Whole, never cut: a long address breaks onto a second line. */}
            <span className="min-w-0 break-all">{entry.customerEmail}</span>
          </a>
        )}
      </div>
      {(actions.offer || actions.notify || actions.seat || actions.withdraw) && (
        <div className="flex flex-wrap gap-2">
          {actions.offer && (
            <button type="button" className={actionClass} disabled={busy} onClick={() => onOffer(entry, card.current)}>
              <CalendarClock aria-hidden className="size-4" />
              {entry.kind === 'walk-in' ? WAITLIST.ready : WAITLIST.offer}
            </button>
          )}
          {actions.seat && (
            <button type="button" className={actionClass} disabled={busy} onClick={() => seat.mutate(entry, keepFocus)}>
              <Armchair aria-hidden className="size-4" />
              {WAITLIST.seat}
            </button>
          )}
          {actions.notify && (
            <a href={notifyHref(entry, venue, now)} target="_blank" rel="noopener noreferrer" className={`${actionClass} bg-emerald-700 hover:bg-emerald-800`}>
              <MessageCircle aria-hidden className="size-4" />
              {WAITLIST.notify}
            </a>
          )}
          {actions.withdraw && (
            <button type="button" className={`${actionClass} button-secondary`} disabled={busy} onClick={() => withdraw.mutate(entry, keepFocus)}>
              <UserRoundMinus aria-hidden className="size-4" />
              {WAITLIST.withdraw}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
