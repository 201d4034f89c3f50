import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryView } from '../../../components/ui/QueryView';
import { CategoriesPanel } from './CategoriesPanel';
import type { MenuDialogState } from './dialog-state';
import { MENU_ADMIN } from './copy';
import { CategoryDialog, ProductDialog, SectionDialog, SubcategoryDialog } from './MenuDialogs';
import { categoriesIn, menuTree, type MenuTree, type SectionFilter } from './menu-tree';
import { menuPagesQuery } from './menu-queries';
import { ProductsPanel } from './ProductsPanel';
import { SectionsPanel } from './SectionsPanel';
import { SubcategoriesPanel } from './SubcategoriesPanel';
import { useMenuChangesFromOtherWindows } from './cross-window';

/** The dashboard's menu tab: sections, categories, subcategories and products, each editable in place. */
export function MenuTab() {
  const pages = useInfiniteQuery(menuPagesQuery);
  useMenuChangesFromOtherWindows();
  return (
    <QueryView query={pages} loading={MENU_ADMIN.loading} failed={MENU_ADMIN.loadFailed}>
      {(data) => {
        const tree = menuTree(data.pages);
        return tree && <MenuBlocks tree={tree} hasMore={pages.hasNextPage} loadingMore={pages.isFetchingNextPage} onLoadMore={() => void pages.fetchNextPage()} />;
      }}
    </QueryView>
  );
}

interface MenuBlocksProps {
  tree: MenuTree;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
}

/** The four blocks, their filters and the dialog open over them. */
function MenuBlocks({ tree, hasMore, loadingMore, onLoadMore }: MenuBlocksProps) {
  const [sectionFilter, setSectionFilter] = useState<SectionFilter>('all');
  const [categoryFilter, setCategoryFilter] = useState<number | 'all'>('all');
  const [dialog, setDialog] = useState<MenuDialogState | null>(null);
  const close = () => setDialog(null);
  const shownCategories = categoriesIn(tree.categories, sectionFilter);
  const focused = shownCategories.filter((category) => categoryFilter === 'all' || category.id === categoryFilter);
  const sectionId = typeof sectionFilter === 'number' ? sectionFilter : null;
  const filterBySection = (filter: SectionFilter) => {
    setSectionFilter(filter);
    setCategoryFilter('all');
  };

  return (
    <div className="grid gap-6">
      <SectionsPanel sections={tree.sections} filter={sectionFilter} onFilter={filterBySection} onOpen={setDialog} />
      <CategoriesPanel categories={shownCategories} filter={categoryFilter} onFilter={setCategoryFilter} onOpen={setDialog} />
      <SubcategoriesPanel categories={focused} subcategories={tree.subcategories} onOpen={setDialog} />
      <ProductsPanel tree={tree} categories={focused} hasMore={hasMore} loadingMore={loadingMore} onLoadMore={onLoadMore} onOpen={setDialog} />
      {dialog?.kind === 'section' && <SectionDialog section={dialog.item} onClose={close} />}
      {dialog?.kind === 'category' && <CategoryDialog category={dialog.item} sections={tree.sections} sectionId={sectionId} onClose={close} />}
      {dialog?.kind === 'subcategory' && <SubcategoryDialog subcategory={dialog.item} categories={tree.categories} categoryId={dialog.categoryId} onClose={close} />}
      {dialog?.kind === 'product' && <ProductDialog product={dialog.item} categories={tree.categories} subcategories={tree.subcategories} categoryId={dialog.categoryId} onClose={close} />}
    </div>
  );
}
