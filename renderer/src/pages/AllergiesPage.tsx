import { useParams } from 'wouter';
import { AllergiesScreen } from '../features/public/allergies';

/** /alergias/:token: a booking e-mail's link, where the diner says the table's allergies. */
export default function AllergiesPage() {
  const { token } = useParams<{ token: string }>();
  return <AllergiesScreen token={token} />;
}
