import { CalendarDays, MapPin, UtensilsCrossed } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { HOME_SECTIONS, ROUTES } from '../../../../../shared/routes';
import { heroImage } from '../../../../../shared/hero-image';
import { useVenue } from '../../../lib/venue';
import { scrollToSection } from './scroll-to-section';

/** The picture's box: the owner's photo, or the Sierra de Guadarrama at dusk (about 4 KB compressed). */
const HERO_BOX = { width: 1600, height: 1000 } as const;

/**
 * Scrolls to the booking form and moves keyboard focus there, so Tab continues inside the form. A
 * link to #reservar underneath: tapped before the page's scripts have taken it over, it still goes there.
 */
function goToBooking(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  const section = document.getElementById(HOME_SECTIONS.booking);
  if (!section) {
    // The form is still loading: the hash makes useHashScroll wait for it and scroll then.
    window.location.hash = HOME_SECTIONS.booking;
    return;
  }
  scrollToSection(section);
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
}

/** `notice`: a line for this visitor (their next booking), drawn in the room the hero keeps free above its text. */
export function Hero({ notice }: { notice?: ReactNode }) {
  const venue = useVenue();
  const picture = heroImage(venue.heroImageUrl);
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-ink text-white">
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.sizes}
        width={HERO_BOX.width}
        height={HERO_BOX.height}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover object-[58%_50%]"
      />
      {/* Darkens the foot of the picture, where the text sits, whatever picture the owner puts there. */}
      <div aria-hidden className="absolute inset-0 -z-10 bg-linear-to-t from-stone-950/90 via-stone-950/35 to-transparent md:bg-linear-to-r md:from-stone-950/80 md:via-stone-950/30" />
      {/* Over the text's top padding (pt-28), never in its flow: a notice that comes after the page is drawn moves nothing. */}
      <div className="absolute inset-x-0 top-0 mx-auto max-w-6xl px-5 pt-4 sm:px-8">{notice}</div>
      <div className="mx-auto flex min-h-[min(36rem,calc(100svh-12rem))] md:min-h-[min(40rem,calc(100svh-8rem))] max-w-6xl flex-col justify-end px-5 pt-28 pb-12 sm:px-8 sm:pb-20">
        <p className="flex items-center gap-1.5 text-sm font-medium tracking-wide text-amber-200">
          <MapPin aria-hidden className="size-4" />
          {venue.address.city} · Sierra de Guadarrama
        </p>
        <h1 id="hero-title" className="mt-3 font-display leading-none">
          <span className="block text-2xl text-stone-200 italic sm:text-3xl">Bienvenidos a</span> <span className="mt-1 block text-6xl font-semibold tracking-tight sm:text-8xl">{venue.name}</span>
        </h1>
        <p className="mt-5 max-w-md text-lg text-stone-200">Reserva tu mesa en un minuto o echa un vistazo a la carta antes de venir.</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={`#${HOME_SECTIONS.booking}`} className="button px-7 text-base shadow-lg shadow-black/30" onClick={goToBooking}>
            <CalendarDays aria-hidden className="size-5" />
            Reservar
          </a>
          <Link href={ROUTES.menu} className="button button-secondary px-7 text-base text-white hover:bg-white/10">
            <UtensilsCrossed aria-hidden className="size-5" />
            Carta
          </Link>
        </div>
      </div>
    </section>
  );
}
