/**
 * What each page's HTML says about itself before any script runs: its title and description, the
 * canonical address, the Open Graph preview a chat app shows for a shared link, the venue as
 * structured data, and the venue's details for the React app (so it needs no request for them).
 */
import escapeHtml from 'escape-html';
import type { RouteName } from '../../shared/routes';
import type { VenueDetails } from '../../shared/schemas/venue';
import { homeTitle, VENUE_DATA_ID } from '../../shared/venue';
import type { PublicMenuReads } from '../menu';
import { publishedVenue } from '../venue';
import { restaurantJsonLd, type OpeningHours } from './structured-data';

export interface PageMeta {
  title: string;
  description: string;
  /** Staff screens and the not-found page stay out of search results. */
  indexable: boolean;
}

/** The page's own title and description; a section or category that no longer exists reads as the menu. */
export function pageMeta(route: RouteName | null, params: Record<string, string>, venue: VenueDetails, menu: PublicMenuReads): PageMeta {
  const { name } = venue;
  const city = venue.address.city;
  const menuDescription = `La carta de ${name} en ${city}: platos con fotos, precios y alérgenos.`;
  const page = (title: string, description: string, indexable = true): PageMeta => ({ title: `${title} · ${name}`, description, indexable });
  switch (route) {
    case 'home':
      return { title: homeTitle(venue), description: venue.description || `Reserva mesa online en ${name}, ${city}.`, indexable: true };
    case 'menu':
      return page('Carta', menuDescription);
    case 'menuSection': {
      const section = menu.section(Number(params.sectionId));
      return page(section?.name ?? 'Carta', menuDescription);
    }
    case 'menuCategory': {
      const category = menu.categories().find((candidate) => candidate.id === Number(params.categoryId));
      return page(category?.name ?? 'Carta', category?.description || menuDescription);
    }
    case 'legalNotice':
      return page('Aviso legal', `Quién está detrás de la web de ${name} y en qué condiciones puedes usarla.`);
    case 'privacyPolicy':
      return page('Política de privacidad', `Qué datos trata ${name} cuando reservas y cómo ejercer tus derechos.`);
    case 'cookiePolicy':
      return page('Política de cookies', `Qué guarda la web de ${name} en tu navegador y cómo puedes elegir.`);
    case 'reminder':
      // A diner's own link: never indexed, and nothing of the booking in the head.
      return page('Tu reserva', `Confirma o cancela tu reserva en ${name}.`, false);
    case 'allergies':
      return page('Alergias de tu mesa', `Dinos si alguien de tu mesa tiene alergias o intolerancias antes de venir a ${name}.`, false);
    case 'waitlistOffer':
      return page('Mesa libre para ti', `Una mesa de ${name} te espera: resérvala o déjala pasar.`, false);
    case 'opinion':
      return page('Tu opinión', `Cuéntanos qué tal tu visita a ${name}.`, false);
    case 'dashboard':
    case 'settings':
    case 'qrCodes':
    case 'recoverySheet':
    case 'daySheet':
    case 'kitchenSheet':
    case 'guests':
    case 'reports':
    case 'subcategoriesAdmin':
      return page('Panel', `Panel del personal de ${name}.`, false);
    case null:
      return page('Página no encontrada', `Esta página no existe en la web de ${name}.`, false);
  }
}

/** JSON inside a script element: `<` escaped so no text in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function headTags(meta: PageMeta, venue: VenueDetails, origin: string, path: string, hours: OpeningHours): string {
  const url = `${origin}${path}`;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.indexable ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '<meta name="robots" content="noindex" />',
    property('og:type', 'website'),
    property('og:locale', 'es_ES'),
    property('og:site_name', venue.name),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    ...(venue.heroImageUrl ? [property('og:image', `${origin}${venue.heroImageUrl}?size=large`)] : []),
    `<script type="application/ld+json">${scriptJson(restaurantJsonLd(venue, origin, hours))}</script>`,
    `<script type="application/json" id="${VENUE_DATA_ID}">${scriptJson(publishedVenue(venue, hours.calendar.week))}</script>`,
  ].join('\n    ');
}

/** index.html with the page's head in place of the build's placeholder title and description. */
export function withHead(html: string, tags: string): string {
  return (
    html
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '')
      // A function, so `$&` or `` $` `` in the venue's or a category's words is text, not a replacement pattern.
      .replace('</head>', () => `  ${tags}\n  </head>`)
  );
}
