import { SearchX } from 'lucide-react';
import type { Reservation } from '../../../../../shared/types';
import { COPY } from './copy';
import { ReservationCard } from './ReservationCard';
import { cancelledLast } from '../../../../../shared/reservation-status';
import { resultsSummary } from './reservation-labels';

interface SearchResultsProps {
  /** The last search's answer; undefined before any search. */
  reservations: Reservation[] | undefined;
  emailEntered: boolean;
}

/**
 * The found bookings. Only the summary line (or the empty notice) sits in the polite live region:
 * it says what changed, how many found and how many cancelled, without reading every card aloud.
 */
export function SearchResults({ reservations, emailEntered }: SearchResultsProps) {
  const ordered = reservations ? cancelledLast(reservations) : [];
  const showEmpty = reservations?.length === 0 && emailEntered;

  return (
    <div className="mt-8">
      {/* Always in the page, never display:none: a live region that appears with its text is often not read. */}
      <div role="status">
        {ordered.length > 0 && <p className="font-semibold text-muted">{resultsSummary(ordered)}</p>}
        {showEmpty && (
          <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed border-stone-300 px-5 py-10 text-center">
            <SearchX aria-hidden className="size-10 text-stone-400" />
            <p className="font-display text-xl font-bold text-ink">{COPY.noResults}</p>
            <p className="max-w-sm text-muted">{COPY.noResultsHint}</p>
          </div>
        )}
      </div>
      {ordered.length > 0 && (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {ordered.map((reservation) => (
            <li key={reservation.id}>
              <ReservationCard reservation={reservation} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
