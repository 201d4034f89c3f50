/**
 * The home page's background picture: the owner's photo from 'Ajustes' in the widths the image
 * pipeline makes (the phone takes the one its screen needs), or the dusk illustration. The hero
 * and the server's preload hint both read this, so the browser fetches the picture once.
 */
import { IMAGE_WIDTHS } from './image-sizes';

export const HERO_ILLUSTRATION = '/hero.svg';

const SIZES = ['mobile', 'tablet', 'medium', 'large'] as const;

export interface HeroImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export function heroImage(photoUrl: string | null): HeroImage {
  if (!photoUrl) return { src: HERO_ILLUSTRATION };
  return {
    src: `${photoUrl}?size=large`,
    srcSet: SIZES.map((size) => `${photoUrl}?size=${size} ${IMAGE_WIDTHS[size]}w`).join(', '),
    sizes: '100vw',
  };
}
