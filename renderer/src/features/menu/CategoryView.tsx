import { useQuery } from '@tanstack/react-query';
import { VENUE } from '../../../../shared/venue';
import { MENU } from './copy';
import { MenuFrame, MenuNotice, MenuQuery } from './MenuFrame';
import { publicGroups } from './menu-order';
import { categoryQuery } from './menu-queries';
import { ProductGroup } from './ProductGroup';
import { useLike } from './use-like';

/** /menu/categoria/{id}: the category's dishes, 'Otros productos' first, then by subcategory. */
export function CategoryView({ categoryId }: { categoryId: string }) {
  const complete = useQuery(categoryQuery(categoryId));
  const like = useLike(categoryId);
  const category = complete.data?.category;
  const back = category?.menuSectionId ? `/menu/seccion/${category.menuSectionId}` : '/menu';
  return (
    <MenuFrame title={category?.name ?? VENUE.name.toUpperCase()} back={back}>
      <MenuQuery query={complete} failed={MENU.productsFailed}>
        {(data) =>
          data.products.length === 0 ? (
            <MenuNotice title={MENU.productsEmpty} text={MENU.categoryEmpty} />
          ) : (
            publicGroups(data.products, data.subcategories).map((group) => (
              <ProductGroup
                key={group.subcategory?.id ?? 'otros'}
                title={group.subcategory?.name ?? MENU.otherProducts}
                products={group.products}
                liking={like.isPending ? (like.variables?.id ?? null) : null}
                onLike={(product) => like.mutate(product)}
              />
            ))
          )
        }
      </MenuQuery>
    </MenuFrame>
  );
}
