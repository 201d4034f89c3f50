import { useId } from 'react';
import type { MenuCategory } from '../../../../../shared/menu-types';
import { controlClass } from '../../../components/ui/Field';
import { MENU_ADMIN } from './copy';
import { ItemActions } from './MenuActions';
import type { MenuDialogState } from './dialog-state';
import { HiddenBadge, Panel } from './Panel';

interface CategoriesPanelProps {
  categories: readonly MenuCategory[];
  filter: number | 'all';
  onFilter(filter: number | 'all'): void;
  onOpen(dialog: MenuDialogState): void;
}

/** The categories of the chosen section as a grid; the select narrows the blocks below to one. */
export function CategoriesPanel({ categories, filter, onFilter, onOpen }: CategoriesPanelProps) {
  const selectId = useId();
  const tools = (
    <span className="flex items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-semibold text-ink">
        {MENU_ADMIN.categoryFilter}
      </label>
      <select id={selectId} value={filter} onChange={(e) => onFilter(e.target.value === 'all' ? 'all' : Number(e.target.value))} className={`${controlClass} w-56`}>
        <option value="all">{MENU_ADMIN.allCategories}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
    </span>
  );
  return (
    <Panel title={MENU_ADMIN.categoriesTitle} addLabel={MENU_ADMIN.add.category} onAdd={() => onOpen({ kind: 'category', item: null })} tools={tools}>
      {categories.length === 0 ? (
        <p className="text-muted">{MENU_ADMIN.empty.category}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {categories.map((category) => (
            <li key={category.id} aria-label={category.name} className="flex items-start gap-2 rounded-xl bg-white p-3 ring-1 ring-stone-200">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {category.name}
                  <HiddenBadge hidden={!category.isVisible} label={MENU_ADMIN.hidden} />
                </p>
                {category.description && <p className="line-clamp-2 text-sm text-muted">{category.description}</p>}
              </div>
              <ItemActions kind="category" id={category.id} name={category.name} onEdit={() => onOpen({ kind: 'category', item: category })} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
