import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { MenuSubcategory } from '../../../../../../shared/menu-types';
import { QueryView } from '../../../../components/ui/QueryView';
import { StaffScreen } from '../../kit/StaffScreen';
import { ConfirmButton } from '../../kit/ConfirmButton';
import { IconAction } from '../MenuActions';
import { SUBCATEGORIES } from './copy';
import { SubcategoryScreenDialog } from './SubcategoryScreenDialog';
import { categoriesQuery, subcategoriesQuery } from '../menu-queries';
import { useRemoveSubcategory, useSaveSubcategory } from './use-subcategory-screen';
import { TableHead } from '../../../../components/ui/TableHead';
import { useMenuChangesFromOtherWindows } from '../cross-window';

const cell = 'px-3 py-2 align-middle';

/** /admin/subcategorias: every subcategory in a table, with its eye, edit and delete. */
export function SubcategoriesScreen() {
  const subcategories = useQuery(subcategoriesQuery);
  useMenuChangesFromOtherWindows();
  const categories = useQuery(categoriesQuery);
  const toggle = useSaveSubcategory();
  const remove = useRemoveSubcategory();
  const [editing, setEditing] = useState<MenuSubcategory | 'new' | null>(null);
  const categoryName = (id: number) => categories.data?.find((category) => category.id === id)?.name ?? SUBCATEGORIES.noCategory;

  return (
    <StaffScreen
      title={SUBCATEGORIES.title}
      wide
      backTo="/dashboard?tab=menu"
      actions={
        <button type="button" className="button min-h-11" onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          {SUBCATEGORIES.add}
        </button>
      }
    >
      <QueryView query={subcategories} loading={SUBCATEGORIES.loading} failed={SUBCATEGORIES.loadFailed}>
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-xl bg-white px-4 py-6 text-center text-muted ring-1 ring-stone-200">{SUBCATEGORIES.empty}</p>
          ) : (
            <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-stone-200">
              <table className="w-full min-w-[720px] text-sm">
                <TableHead columns={SUBCATEGORIES.columns} cellClass={cell} />
                <tbody className="divide-y divide-stone-100">
                  {list.map((subcategory) => (
                    <tr key={subcategory.id} aria-label={subcategory.name}>
                      <th scope="row" className={`${cell} text-left font-semibold text-ink`}>
                        {subcategory.name}
                      </th>
                      <td className={cell}>{categoryName(subcategory.categoryId)}</td>
                      <td className={`${cell} text-muted`}>{subcategory.description || SUBCATEGORIES.noDescription}</td>
                      <td className={`${cell} tabular-nums`}>{subcategory.displayOrder}</td>
                      <td className={cell}>{subcategory.isVisible ? SUBCATEGORIES.visible : SUBCATEGORIES.hidden}</td>
                      <td className={cell}>
                        <div className="flex justify-end gap-1.5">
                          <IconAction
                            icon={subcategory.isVisible ? Eye : EyeOff}
                            label={subcategory.isVisible ? SUBCATEGORIES.hide(subcategory.name) : SUBCATEGORIES.show(subcategory.name)}
                            onClick={() => toggle.mutate({ id: subcategory.id, body: { isVisible: !subcategory.isVisible } })}
                          />
                          <IconAction icon={Pencil} label={SUBCATEGORIES.edit(subcategory.name)} onClick={() => setEditing(subcategory)} />
                          <ConfirmButton
                            danger
                            tooltip={SUBCATEGORIES.remove(subcategory.name)}
                            label={
                              <>
                                <Trash2 aria-hidden className="size-4" />
                                <span className="sr-only">{SUBCATEGORIES.remove(subcategory.name)}</span>
                              </>
                            }
                            question={SUBCATEGORIES.confirmRemove}
                            detail={SUBCATEGORIES.confirmRemoveDetail}
                            confirmLabel={SUBCATEGORIES.confirmRemoveAction}
                            busy={remove.isPending}
                            onConfirm={() => remove.mutate(subcategory.id)}
                          />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
      {editing && <SubcategoryScreenDialog subcategory={editing === 'new' ? null : editing} categories={categories.data ?? []} onClose={() => setEditing(null)} />}
    </StaffScreen>
  );
}
