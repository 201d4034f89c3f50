import { Camera, CalendarCheck, Star } from 'lucide-react';
import { HOME_SECTIONS } from '../../../../../shared/routes';
import { useVenue } from '../../../lib/venue';
import { AdminLink } from './AdminLink';
import { HEADER } from './copy';
import { ExternalLink } from './ExternalLink';
import { HeaderBar } from './HeaderBar';
import { PhoneHiddenWord } from './PhoneHiddenWord';

const navLinkClass =
  'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-medium whitespace-nowrap text-stone-200 no-underline transition-colors hover:bg-white/10 hover:text-white';

/**
 * The home page's sticky header: 'Mis reservas', reviews, photos and (for staff) Admin beside the
 * brand. 'Mis reservas' is a plain anchor, so it works before (and without) the scripts; with them
 * useHashScroll follows the hash as for any link to the section.
 */
export function SiteHeader() {
  const { links } = useVenue();
  return (
    <HeaderBar>
      <nav aria-label={HEADER.label} className="-mr-3 flex items-center">
        <a href={`#${HOME_SECTIONS.myBookings}`} className={navLinkClass}>
          <CalendarCheck aria-hidden className="hidden size-4 sm:block" />
          {HEADER.myBookings}
        </a>
        <ExternalLink href={links.reviews} className={navLinkClass}>
          <Star aria-hidden className="size-4 fill-amber-300 text-amber-300" />
          <PhoneHiddenWord>{HEADER.reviews}</PhoneHiddenWord>
        </ExternalLink>
        <ExternalLink href={links.photos} className={navLinkClass}>
          <Camera aria-hidden className="size-4" />
          <PhoneHiddenWord>{HEADER.photos}</PhoneHiddenWord>
        </ExternalLink>
        <AdminLink className={`${navLinkClass} ml-1 bg-white/10`} />
      </nav>
    </HeaderBar>
  );
}
