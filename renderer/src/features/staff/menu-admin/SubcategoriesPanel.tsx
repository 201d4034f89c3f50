import { Link } from 'wouter';
import type { MenuCategory, MenuSubcategory } from '../../../../../shared/menu-types';
import { MENU_ADMIN } from './copy';
import { ItemActions } from './MenuActions';
import type { MenuDialogState } from './dialog-state';
import { HiddenBadge, Panel } from './Panel';

/** Each shown category's subcategories. */
export function SubcategoriesPanel({ categories, subcategories, onOpen }: { categories: readonly MenuCategory[]; subcategories: readonly MenuSubcategory[]; onOpen(dialog: MenuDialogState): void }) {
  return (
    <Panel
      title={MENU_ADMIN.subcategoriesTitle}
      addLabel={MENU_ADMIN.add.subcategory}
      onAdd={() => onOpen({ kind: 'subcategory', item: null, categoryId: categories.length === 1 ? (categories[0]?.id ?? null) : null })}
      tools={
        <Link href="/admin/subcategorias" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand hover:underline">
          {MENU_ADMIN.subcategoryScreen}
        </Link>
      }
    >
      <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {categories.map((category) => {
          const own = subcategories.filter((subcategory) => subcategory.categoryId === category.id);
          return (
            <section key={category.id} aria-label={`${MENU_ADMIN.subcategoriesTitle} · ${category.name}`} className="rounded-xl bg-white p-3 ring-1 ring-stone-200">
              <h4 className="mb-1 text-sm font-bold text-ink">{category.name}</h4>
              {own.length === 0 ? (
                <p className="text-sm text-muted">{MENU_ADMIN.empty.subcategory}</p>
              ) : (
                <ul className="divide-y divide-stone-100">
                  {own.map((subcategory) => (
                    <li key={subcategory.id} aria-label={subcategory.name} className="flex items-center gap-2 py-1">
                      <span className="flex min-w-0 flex-1 items-center gap-2 text-sm text-ink">
                        {subcategory.name}
                        <HiddenBadge hidden={!subcategory.isVisible} label={MENU_ADMIN.hidden} />
                      </span>
                      <ItemActions kind="subcategory" id={subcategory.id} name={subcategory.name} onEdit={() => onOpen({ kind: 'subcategory', item: subcategory, categoryId: category.id })} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </Panel>
  );
}
