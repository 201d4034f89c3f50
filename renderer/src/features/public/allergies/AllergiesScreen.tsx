import { formatLongDate } from '../../../../../shared/long-date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitle, useVenue } from '../../../lib/venue';
import { SignedLinkPage } from '../site';
import { AllergyQuestion } from './AllergyQuestion';
import { ALLERGIES } from './copy';
import { useLinkedAllergies } from './use-linked-allergies';

/** /alergias/:token, the confirmation e-mail's link: the booking and the question. Opening it changes nothing. */
export function AllergiesScreen({ token }: { token: string }) {
  const venue = useVenue();
  useDocumentTitle(pageTitle(ALLERGIES.title, venue.name));
  const { view, save } = useLinkedAllergies(token);
  return (
    <SignedLinkPage
      id="alergias-titulo"
      heading={ALLERGIES.heading}
      texts={ALLERGIES}
      view={view}
      rows={({ booking }) =>
        [
          [ALLERGIES.labels.date, formatLongDate(booking.date)],
          [ALLERGIES.labels.time, ALLERGIES.time(booking.startTime, booking.endTime)],
          [ALLERGIES.labels.party, String(booking.partySize)],
          [ALLERGIES.labels.number, booking.confirmationNumber],
        ] as const
      }
    >
      {({ booking, closed }) => <AllergyQuestion initial={{ allergens: booking.dinerAllergies, notes: booking.dinerAllergyNotes }} closed={closed} save={save} />}
    </SignedLinkPage>
  );
}
