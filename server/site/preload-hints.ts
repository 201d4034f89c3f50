/**
 * Link headers for the menu pages, so a phone on a weak signal starts on what the page needs at
 * once instead of after the scripts: the page's data, and the first photo it shows (its largest
 * paint). `fetch` with credentials (lib/api.ts) reuses a data hint only if it is made with
 * credentials too.
 */
import { heroImage } from '../../shared/hero-image';
import { publicGroups } from '../../shared/menu-order';
import { ROUTES } from '../../shared/routes';
import { OWN_UPLOAD_PATH } from '../../shared/schemas/common';
import type { PublicMenuReads } from '../menu';

// Only photos stored here are hinted: a staff-typed https address has no business in a header.
const ownPhoto = (url: string | null): url is string => url !== null && OWN_UPLOAD_PATH.test(url);

const data = (href: string) => `<${href}>; rel=preload; as=fetch; crossorigin=use-credentials`;
const image = (href: string, media?: string) => `<${href}>; rel=preload; as=image; fetchpriority=high${media ? `; media="${media}"` : ''}`;

/**
 * A card photo picks its size by the card's width and the screen's pixel ratio
 * (features/menu/menu-order.ts#imageSize). On a phone a card spans the screen less 32 px, so
 * below 512 px the size follows the pixel ratio alone; wider screens get no photo hint.
 */
const cardPhoto = (url: string) => [image(`${url}?size=mobile`, '(max-width: 511px) and (max-resolution: 1.99dppx)'), image(`${url}?size=tablet`, '(max-width: 511px) and (min-resolution: 2dppx)')];

/** What a menu page reads on arrival (its data) and shows first (its first photos). */
type Hints = (menu: PublicMenuReads, params: Record<string, string>) => { data: string[]; photos: string[] };

/** What each menu page reads on arrival and shows first, by the Express route that serves it. */
const HINTS: Record<string, Hints> = {
  [ROUTES.menu]: (menu) => {
    const [first] = menu.sections();
    return { data: [data('/api/menu/sections')], photos: first && ownPhoto(first.imageUrl) ? cardPhoto(first.imageUrl) : [] };
  },
  [ROUTES.menuSection]: (menu, { sectionId }) => {
    const id = Number(sectionId);
    // The category cards are two a row with fixed-size photos; the first row is what shows first.
    const firstRow = menu.categoriesOfSection(id).slice(0, 2);
    return {
      data: [data(`/api/menu/sections/${id}`), data(`/api/menu/sections/${id}/categories`)],
      photos: firstRow.flatMap((category) => (ownPhoto(category.imageUrl) ? [image(`${category.imageUrl}?size=mobile`)] : [])),
    };
  },
  [ROUTES.menuCategory]: (menu, { categoryId }) => {
    const id = Number(categoryId);
    const complete = menu.complete(id, null);
    const first = complete && publicGroups(complete.products, complete.subcategories)[0]?.products[0];
    return { data: [data(`/api/menu/categories/${id}/complete`)], photos: first && ownPhoto(first.imageUrl) ? cardPhoto(first.imageUrl) : [] };
  },
};

/**
 * The Link header value for a page, or null when its id is not one the API would answer. A page
 * that arrives drawn carries its data in the HTML: only its photos are hinted.
 */
export function menuPageLink(menu: PublicMenuReads, route: string, params: Record<string, string>, drawn: boolean): string | null {
  const hints = HINTS[route];
  if (!hints || Object.values(params).some((value) => !/^[1-9]\d{0,9}$/.test(value))) return null;
  const { data: reads, photos } = hints(menu, params);
  const links = drawn ? photos : [...reads, ...photos];
  return links.length > 0 ? links.join(', ') : null;
}

/**
 * The home page's largest paint is the hero picture: fetched alongside the scripts (no inline
 * script could do it under the CSP), in the width the screen will pick from the same set.
 */
export function heroLink(photoUrl: string | null): string {
  const { src, srcSet, sizes } = heroImage(photoUrl);
  return `${image(src)}${srcSet ? `; imagesrcset="${srcSet}"; imagesizes="${sizes}"` : ''}`;
}
