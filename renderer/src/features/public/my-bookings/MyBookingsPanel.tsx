import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { searchSchema } from '../../../../../shared/schemas/reservation';
import { useOpenRequests } from './open-request';
import { SavedBookings } from './SavedBookings';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import type { SearchCriteria } from './search-query';
import { useReservationSearch } from './use-reservation-search';

/**
 * What a confirmation e-mail's link carries: the signed token of its booking (?reserva=…), or, in
 * e-mails sent before tokens, the e-mail and number themselves (?email=…&numero=…).
 */
function linked(params: URLSearchParams): { token: string } | SearchCriteria | null {
  const token = params.get('reserva');
  if (token) return { token };
  const parsed = searchSchema.safeParse({ email: params.get('email') ?? '', confirmationNumber: params.get('numero') ?? '' });
  return parsed.success ? parsed.data : null;
}

/**
 * The working part of 'Mis reservas': the search form and what it found. Loaded on demand. Opened
 * from a confirmation e-mail, it shows that booking at once.
 */
export default function MyBookingsPanel() {
  const { results, search, openLink } = useReservationSearch();
  const [params] = useSearchParams();
  const [fromLink] = useState(() => linked(params));
  const [shown, setShown] = useState(fromLink && 'email' in fromLink ? fromLink : null);
  const [email, setEmail] = useState(shown?.email ?? '');
  useEffect(() => {
    if (!fromLink) return;
    if ('email' in fromLink) void search(fromLink);
    else
      void openLink(fromLink.token).then((opened) => {
        if (!opened) return;
        setShown(opened);
        setEmail(opened.email);
      });
    // Once, on arrival: later searches are the diner's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose, as said above
  }, [fromLink]);
  // The booking a tap asked for, to bring on screen once its card is drawn.
  const [reveal, setReveal] = useState<string | null>(null);
  // A saved booking (from the list or the home page's banner) fills the form (a new one, with its
  // values) and is looked up at once; its card then comes on screen, far below on a phone.
  const pick = ({ email, confirmationNumber }: SearchCriteria) => {
    const booking = { email, confirmationNumber };
    setShown(booking);
    setEmail(email);
    void search(booking).then((found) => {
      if (found?.length) setReveal(confirmationNumber);
    });
  };
  useOpenRequests(pick);
  return (
    <>
      <SavedBookings onPick={pick} />
      <SearchForm key={shown ? `${shown.email} ${shown.confirmationNumber}` : ''} initial={shown} onSearch={search} onEmailChange={setEmail} />
      <SearchResults reservations={results} emailEntered={email.trim() !== ''} reveal={reveal} onRevealed={() => setReveal(null)} />
    </>
  );
}
