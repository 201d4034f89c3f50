import clsx from 'clsx';
import { ArrowRight, Heart } from 'lucide-react';
import { lazy, useState } from 'react';
import { Link } from 'wouter';
import type { MenuProduct } from '../../../../../shared/menu-types';
import { HydrateLater } from '../../../components/HydrateLater';
import { LazyPart } from '../../../components/ui/LazyPart';
import { AllergenList } from './AllergenList';
import { MENU } from './copy';
import { priceText } from './menu-order';
import { ProductImage } from './ProductImage';

// The enlarged view (a dialog) loads with the first tap on a photo, not with the menu.
const EnlargedPhoto = lazy(() => import('./EnlargedPhoto'));

interface ProductCardProps {
  product: MenuProduct;
  liking: boolean;
  onLike(product: MenuProduct): void;
  /** Where the dish lives in the menu, when it is shown elsewhere (search results). */
  place?: { name: string; href: string };
  /** The page's first dish: its photo loads at once. */
  eager?: boolean;
}

/** Past this many characters a description is cut to two lines, with 'más' to read the rest. */
const LONG_DESCRIPTION = 90;

/**
 * A dish, compact for a phone: name, likes, price, the description (two lines, 'más' for the rest),
 * tags and allergens, with the photo beside them (tap to enlarge). On a drawn page each dish is taken
 * over in a task of its own: a long category never blocks a tap for long.
 */
export function ProductCard(props: ProductCardProps) {
  return (
    <HydrateLater name={`dish-${props.product.id}`}>
      <Dish {...props} />
    </HydrateLater>
  );
}

function Dish({ product, liking, onLike, place, eager = false }: ProductCardProps) {
  const [enlarged, setEnlarged] = useState(false);
  const [whole, setWhole] = useState(false);
  const long = (product.description?.length ?? 0) > LONG_DESCRIPTION;
  const amount = priceText(product.price, MENU.noPrice);
  const price = product.price === null ? amount : `${amount} €`;
  return (
    <article aria-label={product.name} className={clsx('flex h-full items-start gap-3 overflow-hidden rounded-2xl bg-white p-3 ring-1 ring-stone-200', !product.isAvailable && 'opacity-80')}>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex items-start gap-2">
          <h3 className="mr-auto text-lg leading-snug font-bold break-words">{product.name}</h3>
          <button
            type="button"
            aria-pressed={product.userHasLiked}
            disabled={liking}
            onClick={() => onLike(product)}
            className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-full px-2 text-base font-semibold text-red-700 ring-1 ring-stone-300 hover:bg-red-50 disabled:opacity-60"
          >
            <span className="sr-only">{`${MENU.like(product.name)}, `}</span>
            <Heart aria-hidden className={clsx('size-5', product.userHasLiked && 'fill-current')} />
            <span>{MENU.likes(product.likesCount)}</span>
          </button>
        </div>
        <p className="flex flex-wrap items-center gap-2 text-base">
          <span className="font-bold tabular-nums">{price}</span>
          {!product.isAvailable && <span className="rounded-full bg-stone-800 px-2.5 py-0.5 text-base font-semibold text-white">{MENU.soldOut}</span>}
        </p>
        {product.description && (
          <p className="text-base text-muted">
            <span className={clsx(long && !whole && 'line-clamp-2')}>{product.description}</span>
            {long && (
              <button type="button" aria-expanded={whole} onClick={() => setWhole(!whole)} className="min-h-6 font-semibold text-brand underline underline-offset-4">
                {whole ? MENU.less : MENU.more}
              </button>
            )}
          </p>
        )}
        {product.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5">
            {product.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-soft px-2.5 py-0.5 text-base text-brand">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <AllergenList allergens={product.allergens} />
        {place && (
          <Link href={place.href} className="inline-flex min-h-11 items-center gap-1 justify-self-start text-base font-semibold text-brand underline underline-offset-4">
            {MENU.foundIn(place.name)}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        )}
      </div>
      {product.imageUrl && (
        <button type="button" onClick={() => setEnlarged(true)} className="block w-24 shrink-0 cursor-zoom-in overflow-hidden rounded-xl sm:w-32" aria-label={MENU.enlarge(product.name)}>
          <ProductImage url={product.imageUrl} alt="" frame="aspect-square" eager={eager} />
        </button>
      )}
      {enlarged && product.imageUrl && (
        <LazyPart>
          <EnlargedPhoto name={product.name} price={price} url={product.imageUrl} onClose={() => setEnlarged(false)} />
        </LazyPart>
      )}
    </article>
  );
}
