import { AllergyQuestion } from './AllergyQuestion';
import { useLinkedAllergies } from './use-linked-allergies';

/** The question under another page of a signed link (the reminder's): shown once the booking is read, nothing otherwise. */
export function LinkedAllergyQuestion({ token }: { token: string }) {
  const { view, save } = useLinkedAllergies(token);
  if (!view.data) return null;
  const { booking, closed } = view.data;
  return <AllergyQuestion initial={{ allergens: booking.dinerAllergies, notes: booking.dinerAllergyNotes }} closed={closed} save={save} />;
}
