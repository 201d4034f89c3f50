import { Camera, Star } from 'lucide-react';
import { useVenue } from '../../../lib/venue';
import { AdminLink } from './AdminLink';
import { ExternalLink } from './ExternalLink';
import { HeaderBar } from './HeaderBar';

const navLinkClass = 'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-stone-200 no-underline transition-colors hover:bg-white/10 hover:text-white';

/** The home page's sticky header: reviews, photos and (for staff) Admin beside the brand. */
export function SiteHeader() {
  const { links } = useVenue();
  return (
    <HeaderBar>
      <nav aria-label="Enlaces del restaurante" className="-mr-3 flex items-center">
        <ExternalLink href={links.reviews} className={navLinkClass}>
          <Star aria-hidden className="size-4 fill-amber-300 text-amber-300" />
          Reseñas
        </ExternalLink>
        <ExternalLink href={links.photos} className={navLinkClass}>
          <Camera aria-hidden className="size-4" />
          {/* On a phone the camera says "photos"; the word still reaches screen readers. */}
          <span className="sr-only sm:not-sr-only">Fotos</span>
        </ExternalLink>
        <AdminLink className={`${navLinkClass} ml-1 bg-white/10`} />
      </nav>
    </HeaderBar>
  );
}
