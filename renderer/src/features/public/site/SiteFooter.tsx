import { Camera, Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { openingLines } from '../../../../../shared/opening-hours';
import { ROUTES } from '../../../../../shared/routes';
import type { PublicVenue } from '../../../../../shared/api/dto';
import { fullAddress, phoneHref } from '../../../../../shared/venue';
import { useVenue } from '../../../lib/venue';
import { CookieSettingsButton } from '../cookies';
import { BrandLink } from './BrandLink';
import { ExternalLink } from './ExternalLink';

const LEGAL_LINKS = [
  { href: ROUTES.legalNotice, label: 'Aviso legal' },
  { href: ROUTES.privacyPolicy, label: 'Política de privacidad' },
  { href: ROUTES.cookiePolicy, label: 'Política de cookies' },
] as const;

const linkClass = 'text-stone-100 underline decoration-white/30 underline-offset-4 hover:decoration-amber-200';

/** A route planner opened on the venue: what a diner on their way actually needs from an address. */
const directionsUrl = (venue: PublicVenue) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${venue.name}, ${fullAddress(venue.address)}`)}`;

function FooterBlock({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-sm font-semibold tracking-[0.18em] text-amber-200 uppercase">
        {icon}
        {title}
      </h2>
      <div className="mt-3 grid gap-1.5">{children}</div>
    </section>
  );
}

/** The foot of the diner pages: where, how to reach us, when we open, and the legal pages. */
export function SiteFooter() {
  const venue = useVenue();
  return (
    <footer className="bg-stone-950 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-12 sm:grid-cols-2 sm:px-8 lg:grid-cols-[1fr_1fr_1.2fr_1fr]">
        <div className="grid content-start gap-4">
          <BrandLink />
          <p className="max-w-xs text-sm">{venue.description || `Restaurante en ${venue.address.city}.`}</p>
          <ExternalLink href={venue.links.photos} className={`${linkClass} inline-flex w-fit items-center gap-2 text-sm`}>
            <Camera aria-hidden className="size-4" />
            Síguenos y mira nuestras fotos
          </ExternalLink>
        </div>

        <FooterBlock id="footer-address" title="Dónde estamos" icon={<MapPin aria-hidden className="size-4" />}>
          <address className="not-italic">
            {venue.address.street}
            <br />
            {venue.address.postalCode} {venue.address.city} ({venue.address.province})
          </address>
          <ExternalLink href={directionsUrl(venue)} className={`${linkClass} w-fit text-sm`}>
            Cómo llegar
          </ExternalLink>
        </FooterBlock>

        <FooterBlock id="footer-contact" title="Contacto" icon={<Phone aria-hidden className="size-4" />}>
          <a href={phoneHref(venue.phone)} className={`${linkClass} inline-flex w-fit items-center gap-2`}>
            <Phone aria-hidden className="size-4 text-stone-400" />
            {venue.phone}
          </a>
          <a href={`mailto:${venue.email}`} className={`${linkClass} inline-flex w-fit items-center gap-2 wrap-anywhere`}>
            <Mail aria-hidden className="size-4 shrink-0 text-stone-400" />
            {venue.email}
          </a>
        </FooterBlock>

        <FooterBlock id="footer-hours" title="Horario" icon={<Clock aria-hidden className="size-4" />}>
          <dl className="grid gap-2">
            {openingLines(venue.week).map(({ days, hours }) => (
              <div key={days}>
                <dt className="font-medium text-stone-100">{days}</dt>
                <dd>{hours}</dd>
              </div>
            ))}
          </dl>
        </FooterBlock>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-6 text-sm sm:px-8 md:flex-row md:items-center md:justify-between">
          <nav aria-label="Información legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL_LINKS.map(({ href, label }) => (
                <li key={href}>
                  <Link href={href} className={linkClass}>
                    {label}
                  </Link>
                </li>
              ))}
              <li>
                <CookieSettingsButton className={`${linkClass} cursor-pointer`} />
              </li>
            </ul>
          </nav>
          <p className="text-stone-400">
            © {new Date().getFullYear()} {venue.legalName}
          </p>
        </div>
      </div>
    </footer>
  );
}
