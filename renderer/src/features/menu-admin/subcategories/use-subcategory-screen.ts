import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuCategory, MenuSubcategory } from '../../../../../shared/menu-types';
import { useToast } from '../../../components/ui/Toaster';
import { raiseAdminChange } from '../../../lib/admin-change';
import { staffRequest } from '../../../lib/api';
import { STAFF_CACHE } from '../../day/staff-queries';
import { MENU_ADMIN } from '../copy';
import { menuPagesQuery } from '../menu-queries';
import { MENU_PATHS } from '../use-menu-actions';
import { applyToList, applyToPages, type SubcategoryChange } from './subcategory-cache';

const PATH = MENU_PATHS.subcategory;

export const subcategoriesQuery = queryOptions({
  ...STAFF_CACHE,
  queryKey: [PATH],
  queryFn: () => staffRequest<MenuSubcategory[]>('GET', PATH),
});

export const categoriesQuery = queryOptions({
  ...STAFF_CACHE,
  queryKey: [MENU_PATHS.category],
  queryFn: () => staffRequest<MenuCategory[]>('GET', MENU_PATHS.category),
});

/** Puts a change into every cached list that shows subcategories, here and in the other windows. */
function useApplyChange() {
  const queryClient = useQueryClient();
  return (change: SubcategoryChange) => {
    raiseAdminChange('subcategories', 'saved' in change ? { serverData: change.saved } : { serverData: { id: change.removed }, removed: true });
    queryClient.setQueryData(subcategoriesQuery.queryKey, (list) => applyToList(list, change));
    queryClient.setQueryData(menuPagesQuery.queryKey, (pages) => applyToPages(pages, change));
  };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : '');
const D = MENU_ADMIN.subcategoryDetail;

/** Create (id null) or update; the eye button sends only `isVisible`. */
export function useSaveSubcategory(onSaved?: () => void) {
  const toasts = useToast();
  const apply = useApplyChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: object }) => staffRequest<MenuSubcategory>(id === null ? 'POST' : 'PUT', id === null ? PATH : `${PATH}/${id}`, body),
    onSuccess: (saved, { id }) => {
      apply({ saved });
      toasts.show(id === null ? { title: MENU_ADMIN.created.subcategory, description: D.created } : { title: MENU_ADMIN.updated.subcategory, description: D.updated });
      onSaved?.();
    },
    onError: (error, { id }) => {
      const fallback = id === null ? MENU_ADMIN.createFailed.subcategory : MENU_ADMIN.updateFailed.subcategory;
      toasts.show({ variant: 'destructive', title: 'Error', description: reason(error) || fallback });
    },
  });
}

export function useRemoveSubcategory() {
  const toasts = useToast();
  const apply = useApplyChange();
  return useMutation({
    mutationFn: (id: number) => staffRequest<{ success: boolean }>('DELETE', `${PATH}/${id}`),
    onSuccess: (_answer, id) => {
      apply({ removed: id });
      toasts.show({ title: MENU_ADMIN.removed.subcategory, description: D.removed });
    },
    onError: (error) => toasts.show({ variant: 'destructive', title: 'Error', description: reason(error) || MENU_ADMIN.removeFailed.subcategory }),
  });
}
