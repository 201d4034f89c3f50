import { useDocumentTitle } from '../lib/use-document-title';
import { pageTitle, useVenueName } from '../lib/venue';

/** The document title for screens that work before the venue has a name (staff, not found). */
export function VenueTitle({ title }: { title: string }) {
  useDocumentTitle(pageTitle(title, useVenueName()));
  return null;
}
