import { pageTitle, useVenueName } from '../lib/venue';

/** The document title for screens that work before the venue has a name (staff, not found). */
export function VenueTitle({ title }: { title: string }) {
  return <title>{pageTitle(title, useVenueName())}</title>;
}
