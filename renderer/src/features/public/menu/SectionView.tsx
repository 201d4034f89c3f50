import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { byDisplayOrder } from '../../../../../shared/menu-order';
import { useVenue } from '../../../lib/venue';
import { AllergenFilter } from './AllergenFilter';
import { useAllergenChoice } from './allergen-choice';
import { MENU } from './copy';
import { MenuFrame, MenuNotice, MenuQuery } from './MenuFrame';
import { sectionCategoriesQuery, sectionQuery } from './menu-queries';
import { usePrefetchCategory } from './use-prefetch-category';

/** /menu/seccion/{id}: the section's categories as a two-column grid of cards. */
export function SectionView({ sectionId }: { sectionId: string }) {
  const section = useQuery(sectionQuery(sectionId));
  const categories = useQuery(sectionCategoriesQuery(sectionId));
  const prefetch = usePrefetchCategory();
  const venue = useVenue();
  const { avoided, choose } = useAllergenChoice();
  return (
    <MenuFrame title={section.data?.name || venue.name.toUpperCase()} back="/menu">
      <AllergenFilter avoided={avoided} hidden={null} onChange={choose} />
      <MenuQuery name={`section ${sectionId}`} query={categories} failed={MENU.categoriesFailed}>
        {(data) =>
          data.length === 0 ? (
            <MenuNotice title={MENU.categoriesEmptyTitle} text={MENU.categoriesEmpty}>
              <Link href="/menu" className="button button-secondary mt-2 min-h-11">
                <ArrowLeft aria-hidden className="size-4" />
                {MENU.back}
              </Link>
            </MenuNotice>
          ) : (
            <ul className="grid grid-cols-2 gap-3">
              {byDisplayOrder(data).map((category, index) => (
                <li key={category.id}>
                  <Link
                    href={`/menu/categoria/${category.id}`}
                    onPointerEnter={() => prefetch(category.id)}
                    onFocus={() => prefetch(category.id)}
                    className="relative flex h-[120px] flex-col justify-end overflow-hidden rounded-2xl bg-ink p-3 text-white ring-1 ring-stone-200 hover:ring-brand"
                  >
                    {category.imageUrl && (
                      // The first row is on screen from the start (and hinted by the server): no reason to wait for layout.
                      <img src={`${category.imageUrl}?size=mobile`} alt="" loading={index < 2 ? 'eager' : 'lazy'} className="absolute inset-0 size-full object-cover opacity-60" />
                    )}
                    <span className="relative text-lg leading-tight font-bold">{category.name}</span>
                    {category.description && <span className="relative line-clamp-2 text-base text-white/90">{category.description}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </MenuQuery>
    </MenuFrame>
  );
}
