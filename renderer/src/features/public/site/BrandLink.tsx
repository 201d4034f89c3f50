import { useVenue } from '../../../lib/venue';
import { HomeLink } from './HomeLink';

/** The logo and the venue's name, leading home: the left end of every header. */
export function BrandLink() {
  const venue = useVenue();
  return (
    <HomeLink className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-md text-white no-underline">
      {/* The logo is the favicon: one file, already cached by the time the header paints. */}
      {/* Under 360 px the name needs the logo's room more than the logo does. */}
      <img src="/favicon.svg" alt="" width={36} height={36} className="size-9 shrink-0 rounded-lg ring-1 ring-white/15 max-[359px]:hidden" />
      {/* A long name gives way to the header's links on a phone rather than push the page sideways. */}
      <span className="truncate font-display text-xl font-semibold tracking-wide sm:text-2xl">{venue.name}</span>
    </HomeLink>
  );
}
