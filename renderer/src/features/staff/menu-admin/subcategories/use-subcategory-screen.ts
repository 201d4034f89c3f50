import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRoutes } from '../../../../../../shared/api/routes';
import type { newSubcategorySchema, subcategoryUpdateSchema } from '../../../../../../shared/schemas/menu';
import { useToast } from '../../../../components/ui/Toaster';
import { call } from '../../../../lib/api';
import { afterOwnChange, expectEcho, STALE_AFTER } from '../../../../lib/changes';
import { MENU_ADMIN } from '../copy';
import { menuPagesQuery, subcategoriesQuery } from '../menu-queries';
import { applyToList, applyToPages, type SubcategoryChange } from './subcategory-cache';

const { subcategories } = apiRoutes.menuAdmin;

/** A new subcategory's fields (the dialog's, complete), or some of them for an edit (the eye sends `isVisible`). */
type SubcategoryBody = z.input<typeof subcategoryUpdateSchema>;

/**
 * Puts a change into every cached list that shows subcategories, and tells the other windows; this
 * screen reads nothing again for it.
 */
function useApplyChange() {
  const queryClient = useQueryClient();
  return (change: SubcategoryChange) => {
    queryClient.setQueryData(subcategoriesQuery.queryKey, (list) => applyToList(list, change));
    queryClient.setQueryData(menuPagesQuery.queryKey, (pages) => applyToPages(pages, change));
    const note = 'saved' in change ? { dataType: 'subcategories' as const, serverData: change.saved } : { dataType: 'subcategories' as const, serverData: { id: change.removed }, removed: true };
    void afterOwnChange(queryClient, { kind: 'menu-changed', note, updated: STALE_AFTER['menu-changed'] });
  };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : '');
const D = MENU_ADMIN.subcategoryDetail;

/** Create (id null) or update; the eye button sends only `isVisible`. */
/** Awaits the stream's echo of a change to a subcategory that exists already. */
const echoOf = (queryClient: QueryClient, id: number | null) => (id === null ? () => undefined : expectEcho(queryClient, { kind: 'menu-changed', id }));

export function useSaveSubcategory(onSaved?: () => void) {
  const toasts = useToast();
  const apply = useApplyChange();
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: ({ id }) => ({ failed: echoOf(queryClient, id) }),
    mutationFn: ({ id, body }: { id: number | null; body: SubcategoryBody }) =>
      id === null ? call(subcategories.create, { body: body as z.input<typeof newSubcategorySchema> }) : call(subcategories.update, { params: { id }, body }),
    onSuccess: (saved, { id }) => {
      apply({ saved });
      toasts.show(id === null ? { title: MENU_ADMIN.created.subcategory, description: D.created } : { title: MENU_ADMIN.updated.subcategory, description: D.updated });
      onSaved?.();
    },
    onError: (error, { id }, context) => {
      context?.failed();
      const fallback = id === null ? MENU_ADMIN.createFailed.subcategory : MENU_ADMIN.updateFailed.subcategory;
      toasts.show({ variant: 'destructive', title: 'Error', description: reason(error) || fallback });
    },
  });
}

export function useRemoveSubcategory() {
  const toasts = useToast();
  const apply = useApplyChange();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(subcategories.remove, { params: { id } }),
    onMutate: (id) => ({ failed: echoOf(queryClient, id) }),
    onSuccess: (_answer, id) => {
      apply({ removed: id });
      toasts.show({ title: MENU_ADMIN.removed.subcategory, description: D.removed });
    },
    onError: (error, _id, context) => {
      context?.failed();
      toasts.show({ variant: 'destructive', title: 'Error', description: reason(error) || MENU_ADMIN.removeFailed.subcategory });
    },
  });
}
