import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { byDisplayOrder } from '../../../../../shared/menu-order';
import { HydrateLater } from '../../../components/HydrateLater';
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
                <HydrateLater key={category.id} name={`category-${category.id}`}>
                  <li>
                    <Link
                      href={`/menu/categoria/${category.id}`}
                      onPointerEnter={() => prefetch(category.id)}
                      onFocus={() => prefetch(category.id)}
                      className="relative flex h-full min-h-[140px] flex-col justify-end gap-1 overflow-hidden rounded-2xl bg-ink p-3 text-white ring-1 ring-stone-200 hover:ring-brand"
                    >
                      {category.imageUrl && (
                        // The first row is on screen from the start (and hinted by the server): no reason to wait for layout.
                        <img src={`${category.imageUrl}?size=mobile`} alt="" loading={index < 2 ? 'eager' : 'lazy'} className="absolute inset-0 size-full object-cover" />
                      )}
                      {/* The text sits on near-black whatever the photo: readable in sunlight (contrast checked by the menu's browser test). */}
                      <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-black/90 via-black/75 to-black/50" />
                      <span data-tile-text className="relative text-base leading-tight font-bold break-words sm:text-lg">
                        {category.name}
                      </span>
                      {category.description && (
                        <span data-tile-text className="relative text-base leading-snug text-white">
                          {category.description}
                        </span>
                      )}
                    </Link>
                  </li>
                </HydrateLater>
              ))}
            </ul>
          )
        }
      </MenuQuery>
    </MenuFrame>
  );
}
