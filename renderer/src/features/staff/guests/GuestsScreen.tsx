import { useQuery } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { formatShortDate } from '../../../../../shared/long-date';
import { GUEST_SEARCH_LIMIT } from '../../../../../shared/schemas/guests';
import type { GuestListItem } from '../../../../../shared/types';
import { controlClass } from '../../../components/ui/Field';
import { QueryView } from '../../../components/ui/QueryView';
import { StaffScreen } from '../kit/StaffScreen';
import { useSlashFocus } from '../../../lib/use-slash-focus';
import { GUEST_WORDS } from '../kit/guest-words';
import { GUESTS } from './copy';
import { spacedPhone } from './guest-form';
import { GuestProfileDialog } from './GuestProfileDialog';
import { guestSearchQuery } from './use-guests';

function GuestCard({ guest, onOpen }: { guest: GuestListItem; onOpen(): void }) {
  const contact = [guest.phone && spacedPhone(guest.phone), guest.email].filter(Boolean).join(' · ');
  return (
    <button type="button" onClick={onOpen} className="grid h-full w-full gap-1 rounded-xl bg-white p-3 text-left ring-1 ring-stone-200 hover:bg-stone-50 hover:ring-brand">
      <span className="font-semibold break-words text-ink">{guest.name}</span>
      {contact && <span className="text-sm break-all text-muted">{contact}</span>}
      <span className="flex flex-wrap items-center gap-x-2 text-sm text-ink">
        {GUESTS.visits(guest.visits)}
        {guest.noShows > 0 && (
          <span className="inline-flex items-center gap-1 text-amber-900">
            <UserX aria-hidden className="size-3.5" />
            {GUEST_WORDS.noShows(guest.noShows)}
          </span>
        )}
      </span>
      <span className="text-xs text-muted">{guest.lastVisit ? GUESTS.lastVisit(formatShortDate(guest.lastVisit)) : GUESTS.noVisits}</span>
      {guest.tags.length > 0 && (
        <span className="flex flex-wrap gap-1">
          {guest.tags.map((tag) => (
            <span key={tag} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
              {tag}
            </span>
          ))}
        </span>
      )}
    </button>
  );
}

/** /dashboard/clientes: the guest book searched by name, phone or e-mail, and a guest's profile opened to read or edit. */
export function GuestsScreen() {
  const ids = useId();
  const [typed, setTyped] = useState('');
  const q = typed.trim();
  const [open, setOpen] = useState<number | null>(null);
  const field = useRef<HTMLInputElement>(null);
  useSlashFocus(field);
  const found = useQuery(guestSearchQuery(q));

  return (
    <StaffScreen title={GUESTS.title} wide>
      <p className="max-w-3xl text-muted">{GUESTS.intro}</p>
      <div role="search" className="grid max-w-md gap-1.5">
        <label htmlFor={`${ids}-q`} className="text-sm font-semibold text-ink">
          {GUESTS.search}
        </label>
        <input
          id={`${ids}-q`}
          ref={field}
          type="search"
          value={typed}
          placeholder={GUESTS.searchPlaceholder}
          aria-keyshortcuts="/"
          aria-describedby={`${ids}-q-hint`}
          onChange={(event) => setTyped(event.target.value)}
          className={controlClass}
        />
        <p id={`${ids}-q-hint`} className="text-xs text-muted">
          {GUESTS.searchHint}
        </p>
      </div>
      <QueryView query={found} loading={GUESTS.loading} failed={GUESTS.loadFailed}>
        {(guests) => (
          <section aria-label={GUESTS.title} aria-busy={found.isPlaceholderData} className="grid gap-3">
            <p role="status" className="text-sm text-muted">
              {guests.length === 0 ? (q ? GUESTS.noMatch(q) : GUESTS.none) : guests.length >= GUEST_SEARCH_LIMIT ? GUESTS.limited(guests.length) : GUESTS.found(guests.length)}
            </p>
            <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
              {guests.map((guest) => (
                <li key={guest.id}>
                  <GuestCard guest={guest} onOpen={() => setOpen(guest.id)} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </QueryView>
      {open !== null && <GuestProfileDialog guestId={open} onClose={() => setOpen(null)} />}
    </StaffScreen>
  );
}
