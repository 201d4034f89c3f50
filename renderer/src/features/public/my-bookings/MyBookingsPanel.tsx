import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { searchSchema } from '../../../../../shared/schemas/reservation';
import { SavedBookings } from './SavedBookings';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import type { SearchCriteria } from './search-query';
import { useReservationSearch } from './use-reservation-search';

/** The search a confirmation e-mail's link carries (?email=…&numero=…), if it is a valid one. */
function linkedSearch(params: URLSearchParams): SearchCriteria | null {
  const parsed = searchSchema.safeParse({ email: params.get('email') ?? '', confirmationNumber: params.get('numero') ?? '' });
  return parsed.success ? parsed.data : null;
}

/**
 * The working part of 'Mis reservas': the search form and what it found. Loaded on demand. Opened
 * from a confirmation e-mail, it is filled in and searched at once.
 */
export default function MyBookingsPanel() {
  const { results, search } = useReservationSearch();
  const [params] = useSearchParams();
  const [fromLink] = useState(() => linkedSearch(params));
  const [shown, setShown] = useState(fromLink);
  const [email, setEmail] = useState(fromLink?.email ?? '');
  useEffect(() => {
    if (fromLink) void search(fromLink);
    // Once, on arrival: later searches are the diner's own.
  }, [fromLink]);
  // A saved booking fills the form (a new one, with its values) and is looked up at once.
  const pick = (booking: SearchCriteria) => {
    setShown(booking);
    setEmail(booking.email);
    void search(booking);
  };
  return (
    <>
      <SavedBookings onPick={pick} />
      <SearchForm key={shown ? `${shown.email} ${shown.confirmationNumber}` : ''} initial={shown} onSearch={search} onEmailChange={setEmail} />
      <SearchResults reservations={results} emailEntered={email.trim() !== ''} />
    </>
  );
}
