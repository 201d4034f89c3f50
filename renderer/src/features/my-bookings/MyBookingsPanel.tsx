import { useState } from 'react';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import { useReservationSearch } from './use-reservation-search';

/** The working part of 'Mis reservas': the search form and what it found. Loaded on demand. */
export default function MyBookingsPanel() {
  const { results, search } = useReservationSearch();
  const [email, setEmail] = useState('');
  return (
    <>
      <SearchForm onSearch={search} onEmailChange={setEmail} />
      <SearchResults reservations={results} emailEntered={email.trim() !== ''} />
    </>
  );
}
