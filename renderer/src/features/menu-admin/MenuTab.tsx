import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MenuCategory, MenuProduct, MenuSection, MenuSubcategory } from '../../../../shared/menu-types';
import { CategoriesPanel } from './CategoriesPanel';
import { MENU_ADMIN } from './copy';
import { CategoryDialog, ProductDialog, SectionDialog, SubcategoryDialog } from './MenuDialogs';
import { categoriesIn, menuTree, type SectionFilter } from './menu-tree';
import { menuPagesQuery } from './menu-queries';
import { ProductsPanel } from './ProductsPanel';
import { SectionsPanel } from './SectionsPanel';
import { SubcategoriesPanel } from './SubcategoriesPanel';
import { useMenuChangesFromOtherWindows } from './cross-window';

/** Which create or edit dialog is open; `item` null creates. */
export type MenuDialogState =
  | { kind: 'section'; item: MenuSection | null }
  | { kind: 'category'; item: MenuCategory | null }
  | { kind: 'subcategory'; item: MenuSubcategory | null; categoryId: number | null }
  | { kind: 'product'; item: MenuProduct | null; categoryId: number | null };

/** The dashboard's menu tab: sections, categories, subcategories and products, each editable in place. */
export function MenuTab() {
  const pages = useInfiniteQuery(menuPagesQuery);
  useMenuChangesFromOtherWindows();
  const [sectionFilter, setSectionFilter] = useState<SectionFilter>('all');
  const [categoryFilter, setCategoryFilter] = useState<number | 'all'>('all');
  const [dialog, setDialog] = useState<MenuDialogState | null>(null);
  const close = () => setDialog(null);

  const tree = pages.data ? menuTree(pages.data.pages) : null;
  if (pages.isPending) {
    return (
      <p role="status" className="text-muted">
        {MENU_ADMIN.loading}
      </p>
    );
  }
  if (!tree) {
    return (
      <p role="alert" className="text-red-700">
        {MENU_ADMIN.loadFailed}
      </p>
    );
  }
  const shownCategories = categoriesIn(tree.categories, sectionFilter);
  const focused = shownCategories.filter((category) => categoryFilter === 'all' || category.id === categoryFilter);
  const sectionId = typeof sectionFilter === 'number' ? sectionFilter : null;

  return (
    <div className="grid gap-6">
      <SectionsPanel sections={tree.sections} filter={sectionFilter} onFilter={(filter) => (setSectionFilter(filter), setCategoryFilter('all'))} onOpen={setDialog} />
      <CategoriesPanel categories={shownCategories} filter={categoryFilter} onFilter={setCategoryFilter} onOpen={setDialog} />
      <SubcategoriesPanel categories={focused} subcategories={tree.subcategories} onOpen={setDialog} />
      <ProductsPanel
        tree={tree}
        categories={focused}
        hasMore={pages.hasNextPage}
        loadingMore={pages.isFetchingNextPage}
        onLoadMore={() => void pages.fetchNextPage()}
        onOpen={setDialog}
      />
      {dialog?.kind === 'section' && <SectionDialog section={dialog.item} onClose={close} />}
      {dialog?.kind === 'category' && <CategoryDialog category={dialog.item} sections={tree.sections} sectionId={sectionId} onClose={close} />}
      {dialog?.kind === 'subcategory' && <SubcategoryDialog subcategory={dialog.item} categories={tree.categories} categoryId={dialog.categoryId} onClose={close} />}
      {dialog?.kind === 'product' && (
        <ProductDialog product={dialog.item} categories={tree.categories} subcategories={tree.subcategories} categoryId={dialog.categoryId} onClose={close} />
      )}
    </div>
  );
}
