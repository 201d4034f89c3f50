import { useParams } from 'wouter';
import { OfferScreen } from '../features/public/waitlist-offer/OfferScreen';

/** /lista-de-espera/:token: a table offered from the waiting list, booked only when the diner says so. */
export default function WaitlistOfferPage() {
  const { token } = useParams<{ token: string }>();
  return <OfferScreen token={token} />;
}
