import { useQuery } from '@tanstack/react-query';
import type { Allergen } from '../../../../../shared/allergens';
import { publicGroups } from '../../../../../shared/menu-order';
import type { CategoryComplete, MenuProduct } from '../../../../../shared/menu-types';
import { useVenue } from '../../../lib/venue';
import { AllergenFilter } from './AllergenFilter';
import { useAllergenChoice } from './allergen-choice';
import { withoutAllergens } from './allergen-filter';
import { MENU } from './copy';
import { MenuFrame, MenuNotice, MenuQuery } from './MenuFrame';
import { categoryQuery } from './menu-queries';
import { ProductGroup } from './ProductGroup';
import { useLike } from './use-like';

/** /menu/categoria/{id}: the category's dishes, 'Otros productos' first, then by subcategory. */
export function CategoryView({ categoryId }: { categoryId: string }) {
  const complete = useQuery(categoryQuery(categoryId));
  const venue = useVenue();
  const { avoided, choose } = useAllergenChoice();
  const like = useLike();
  const category = complete.data?.category;
  const back = category?.menuSectionId ? `/menu/seccion/${category.menuSectionId}` : '/menu';
  return (
    <MenuFrame title={category?.name ?? venue.name.toUpperCase()} back={back}>
      <MenuQuery name={`category ${categoryId}`} query={complete} failed={MENU.productsFailed}>
        {(data) =>
          data.products.length === 0 ? (
            <MenuNotice title={MENU.productsEmpty} text={MENU.categoryEmpty} />
          ) : (
            <CategoryDishes data={data} avoided={avoided} onAvoid={choose} liking={like.isPending ? (like.variables?.id ?? null) : null} onLike={(product) => like.mutate(product)} />
          )
        }
      </MenuQuery>
    </MenuFrame>
  );
}

interface CategoryDishesProps {
  data: CategoryComplete;
  avoided: readonly Allergen[];
  onAvoid(avoided: Allergen[]): void;
  liking: number | null;
  onLike(product: MenuProduct): void;
}

/** The filter, then the dishes that pass it, by group. */
function CategoryDishes({ data, avoided, onAvoid, liking, onLike }: CategoryDishesProps) {
  const { shown, hidden } = withoutAllergens(data.products, avoided);
  const groups = publicGroups(shown, data.subcategories).map((group) => ({ ...group, title: group.subcategory?.name ?? MENU.otherProducts, anchor: `grupo-${group.subcategory?.id ?? 'otros'}` }));
  return (
    <>
      <AllergenFilter avoided={avoided} hidden={hidden} onChange={onAvoid} />
      {groups.length > 1 && (
        // A long category on a phone: one tap to the group wanted, the bar staying at the top.
        <nav aria-label={MENU.groupsLabel} className="sticky top-0 z-10 -mx-4 overflow-x-auto bg-paper/95 px-4 py-2 backdrop-blur">
          <ul className="flex gap-2">
            {groups.map((group) => (
              <li key={group.anchor} className="shrink-0">
                <a href={`#${group.anchor}`} className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-base font-semibold text-brand ring-1 ring-stone-300 hover:bg-brand-soft">
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map((group, index) => (
        <ProductGroup key={group.anchor} anchor={group.anchor} title={group.title} products={group.products} liking={liking} onLike={onLike} first={index === 0} />
      ))}
    </>
  );
}
