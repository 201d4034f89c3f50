import { SearchX } from 'lucide-react';
import type { Reservation } from '../../../../../shared/types';
import { COPY } from './copy';
import { ReservationCard } from './ReservationCard';
import { resultsSummary } from './reservation-labels';

interface SearchResultsProps {
  /** The last search's answer; undefined before any search. */
  reservations: Reservation[] | undefined;
  emailEntered: boolean;
  /** The number of a booking to bring on screen and focus once its card is drawn, if any. */
  reveal: string | null;
  onRevealed(): void;
}

/**
 * What the search found: the one booking whose e-mail and number match, or none. Only the summary
 * line (or the empty notice) sits in the polite live region: it says what was found and whether it
 * is cancelled, without reading the card aloud.
 */
export function SearchResults({ reservations, emailEntered, reveal, onRevealed }: SearchResultsProps) {
  const found = reservations ?? [];
  const showEmpty = reservations?.length === 0 && emailEntered;

  return (
    <div className="mt-8">
      {/* Always in the page, never display:none: a live region that appears with its text is often not read. */}
      <div role="status">
        {found.length > 0 && <p className="font-semibold text-muted">{resultsSummary(found)}</p>}
        {showEmpty && (
          <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed border-stone-300 px-5 py-10 text-center">
            <SearchX aria-hidden className="size-10 text-stone-400" />
            <p className="font-display text-xl font-bold text-ink">{COPY.noResults}</p>
            <p className="max-w-sm text-muted">{COPY.noResultsHint}</p>
          </div>
        )}
      </div>
      {found.length > 0 && (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {found.map((reservation) => (
            <li key={reservation.id}>
              <ReservationCard reservation={reservation} reveal={reservation.confirmationNumber === reveal} onRevealed={onRevealed} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
