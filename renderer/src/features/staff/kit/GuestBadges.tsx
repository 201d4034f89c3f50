import clsx from 'clsx';
import { AlertTriangle, Star, UserX } from 'lucide-react';
import type { GuestSummary } from '../../../../../shared/types';
import { NO_SHOW_RISK } from '../../../../../shared/schemas/guests';
import { allergiesOf, GUEST_WORDS } from './guest-words';

const badge = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold';

/**
 * What the guest book knows of a party, on its row: a returning guest's visit, past no-shows (marked
 * when two or more in twelve months), the
 * allergies named (the icon alone would say nothing to a screen reader), staff's tags and notes.
 * `compact` (the floor's narrow list) leaves the notes to the profile; `inline` flows the badges on
 * with what is before them (the name on a day's row), the notes on a line of their own.
 */
export function GuestBadges({ guest, seated, compact = false, inline = false }: { guest: GuestSummary | null; seated: boolean; compact?: boolean; inline?: boolean }) {
  if (!guest) return null;
  // Before arriving, tonight would be one visit more; once seated it is already counted.
  const visit = guest.visits + (seated ? 0 : 1);
  const allergies = allergiesOf(guest);
  const notes = compact ? null : guest.notes;
  const missesBookings = guest.recentNoShows >= NO_SHOW_RISK.noShows;
  if (visit < 2 && guest.noShows === 0 && allergies.length === 0 && guest.tags.length === 0 && !notes) return null;
  return (
    <span className={clsx('items-center gap-1 font-normal', inline ? 'contents' : 'flex flex-wrap', compact ? 'w-full' : !inline && 'mt-1')}>
      {visit >= 2 && (
        <span className={clsx(badge, 'bg-sky-100 text-sky-900')}>
          <Star aria-hidden className="size-3" />
          {GUEST_WORDS.visit(visit)}
        </span>
      )}
      {guest.noShows > 0 && (
        // Missing bookings lately is a warning to call ahead; older ones are only history.
        <span className={clsx(badge, missesBookings ? 'bg-red-700 text-white' : 'bg-amber-100 text-amber-900')} title={missesBookings ? GUEST_WORDS.recentNoShows(guest.recentNoShows) : undefined}>
          <UserX aria-hidden className="size-3" />
          {missesBookings ? GUEST_WORDS.noShows(guest.recentNoShows) : GUEST_WORDS.noShows(guest.noShows)}
          {missesBookings && <span className="sr-only">{` ${GUEST_WORDS.lately}`}</span>}
        </span>
      )}
      {allergies.length > 0 && (
        <span className={clsx(badge, 'bg-red-100 text-red-900')}>
          <AlertTriangle aria-hidden className="size-3" />
          <span className="sr-only">{`${GUEST_WORDS.allergies} `}</span>
          {allergies.join(', ')}
        </span>
      )}
      {guest.tags.map((tag) => (
        <span key={tag} className={clsx(badge, 'bg-stone-100 text-stone-700')}>
          {tag}
        </span>
      ))}
      {notes && <span className="block w-full text-xs text-muted italic">{notes}</span>}
    </span>
  );
}
