import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { MenuCategory } from '../../../../../shared/menu-types';
import { QueryView } from '../../../components/ui/QueryView';
import { MENU_ADMIN } from './copy';
import type { MenuDialogState } from './dialog-state';
import { productCount, productGroups, type MenuTree } from './menu-tree';
import { categoryProductsQuery } from './menu-queries';
import { Panel } from './Panel';
import { ProductRow } from './ProductRow';

interface ProductsPanelProps {
  tree: MenuTree;
  categories: readonly MenuCategory[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  onOpen(dialog: MenuDialogState): void;
}

/** Products by category, each group read when it is opened; more of the menu's pages on demand. */
export function ProductsPanel({ tree, categories, hasMore, loadingMore, onLoadMore, onOpen }: ProductsPanelProps) {
  return (
    <Panel
      title={MENU_ADMIN.productsTitle}
      addLabel={MENU_ADMIN.add.product}
      onAdd={() => onOpen({ kind: 'product', item: null, categoryId: categories.length === 1 ? (categories[0]?.id ?? null) : null })}
    >
      <div className="grid gap-2">
        {categories.map((category) => (
          <CategoryProducts key={category.id} category={category} tree={tree} onOpen={onOpen} />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-muted">{MENU_ADMIN.loadedOf(tree.loadedProducts, tree.totalProducts)}</p>
        {hasMore && (
          <button type="button" className="button button-secondary min-h-11" disabled={loadingMore} onClick={onLoadMore}>
            {MENU_ADMIN.loadMore}
          </button>
        )}
      </div>
    </Panel>
  );
}

function CategoryProducts({ category, tree, onOpen }: { category: MenuCategory; tree: MenuTree; onOpen(dialog: MenuDialogState): void }) {
  const [open, setOpen] = useState(false);
  const products = useQuery({ ...categoryProductsQuery(category.id), enabled: open });
  const subcategories = tree.subcategories.filter((subcategory) => subcategory.categoryId === category.id);
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group rounded-xl bg-white ring-1 ring-stone-200">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-3 font-semibold text-ink hover:bg-stone-50">
        <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
        <span className="mr-auto">{category.name}</span>
        <span className="text-xs font-medium text-muted">{MENU_ADMIN.showProducts(products.data?.length ?? productCount(tree, category.id))}</span>
      </summary>
      {open && (
        <div className="border-t border-stone-100 px-3 pb-3">
          <QueryView query={products} loading={MENU_ADMIN.loadingProducts} failed={MENU_ADMIN.productsFailed} className="py-2 text-sm">
            {(list) =>
              list.length === 0 ? (
                <p className="py-2 text-sm text-muted">{MENU_ADMIN.empty.product}</p>
              ) : (
                productGroups(list, subcategories).map((group) => (
                  <section key={group.subcategory?.id ?? 'none'} aria-label={group.subcategory?.name ?? MENU_ADMIN.noSubcategory} className="pt-2">
                    <h4 className="text-xs font-bold tracking-wide text-muted uppercase">{group.subcategory?.name ?? MENU_ADMIN.noSubcategory}</h4>
                    <ul className="divide-y divide-stone-100">
                      {group.products.map((product) => (
                        <ProductRow key={product.id} product={product} onEdit={() => onOpen({ kind: 'product', item: product, categoryId: category.id })} />
                      ))}
                    </ul>
                  </section>
                ))
              )
            }
          </QueryView>
        </div>
      )}
    </details>
  );
}
