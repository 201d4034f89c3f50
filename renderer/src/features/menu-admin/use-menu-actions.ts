import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuProduct } from '../../../../shared/menu-types';
import { useToast } from '../../components/ui/Toaster';
import { raiseAdminChange, type ServerData } from '../../lib/admin-change';
import { ApiError, staffRequest } from '../../lib/api';
import { invalidateMatching } from '../../lib/query-client';
import { MENU_ADMIN, type MenuKind } from './copy';
import { DATA_TYPE } from './cross-window';

const M = MENU_ADMIN;

export const MENU_PATHS: Record<MenuKind, string> = {
  section: '/api/admin/menu/sections',
  category: '/api/admin/menu/categories',
  subcategory: '/api/admin/menu/subcategories',
  product: '/api/admin/menu/products',
};

/** Everything a menu change can make stale: the dashboard's tree, category lists and the public menu. */
export const refreshMenu = () => invalidateMatching('/api/admin/dashboard', '/api/admin/categories', '/api/admin/menu', '/api/menu');

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;
const reason = (error: unknown) => (error instanceof Error ? error.message : '');

/** The notice when the item being saved was deleted meanwhile (another window, another PC). */
function goneOnUpdate(kind: MenuKind): string | null {
  if (kind === 'category') return M.gone.categoryUpdate;
  if (kind === 'product') return M.gone.productUpdate;
  return null;
}

/**
 * Create (id null) or update one menu item from its form. The dialog closes on success, and also
 * when the item turns out to be gone: the menu is read again and the notice says why.
 */
export function useSaveMenuItem(kind: MenuKind, id: number | null, close: () => void) {
  const toasts = useToast();
  return useMutation({
    mutationFn: (body: object) => staffRequest<ServerData>(id === null ? 'POST' : 'PUT', id === null ? MENU_PATHS[kind] : `${MENU_PATHS[kind]}/${id}`, body),
    onSuccess: async (saved) => {
      raiseAdminChange(DATA_TYPE[kind], { serverData: saved });
      const title = id === null ? M.created[kind] : M.updated[kind];
      const description = kind === 'subcategory' ? (id === null ? M.subcategoryDetail.created : M.subcategoryDetail.updated) : undefined;
      toasts.show({ title, description });
      close();
      await refreshMenu();
    },
    onError: async (error) => {
      const gone = id !== null && isGone(error) ? goneOnUpdate(kind) : null;
      if (gone) {
        toasts.show({ variant: 'destructive', title: 'Error', description: gone });
        close();
        await refreshMenu();
        return;
      }
      toasts.show({ variant: 'destructive', title: 'Error', description: saveFailure(kind, id, error) });
    },
  });
}

/** What the dialog says when a save fails and the dialog stays open. */
export function saveFailure(kind: MenuKind, id: number | null, error: unknown): string {
  return reason(error) || (id === null ? M.createFailed[kind] : M.updateFailed[kind]);
}

export function useRemoveMenuItem(kind: MenuKind) {
  const toasts = useToast();
  return useMutation({
    mutationFn: (id: number) => staffRequest<{ success: boolean }>('DELETE', `${MENU_PATHS[kind]}/${id}`),
    onSuccess: (_answer, id) => {
      raiseAdminChange(DATA_TYPE[kind], { serverData: { id }, removed: true });
      toasts.show({ title: M.removed[kind], description: kind === 'subcategory' ? M.subcategoryDetail.removed : undefined });
    },
    onError: (error) => {
      const description = kind === 'product' && isGone(error) ? M.gone.productRemove : reason(error) || M.removeFailed[kind];
      toasts.show({ variant: 'destructive', title: 'Error', description });
    },
    onSettled: () => refreshMenu(),
  });
}

/** The spec's revalidation delay after a product toggle. */
export const TOGGLE_REVALIDATE_MS = 500;

type ProductFlag = 'isVisible' | 'isAvailable';

/** The eye and availability switches on a product row: the row changes at once, the server confirms, the menu is read again after 500 ms. */
export function useToggleProduct() {
  const toasts = useToast();
  const queryClient = useQueryClient();
  const key = (categoryId: number) => ['/api/admin/categories', categoryId, 'products'];
  return useMutation({
    mutationFn: ({ product, flag }: { product: MenuProduct; flag: ProductFlag }) => staffRequest<MenuProduct>('PUT', `${MENU_PATHS.product}/${product.id}`, { [flag]: !product[flag] }),
    onMutate: async ({ product, flag }) => {
      await queryClient.cancelQueries({ queryKey: key(product.categoryId) });
      const before = queryClient.getQueryData<MenuProduct[]>(key(product.categoryId));
      queryClient.setQueryData<MenuProduct[]>(key(product.categoryId), (list) => list?.map((row) => (row.id === product.id ? { ...row, [flag]: !product[flag] } : row)));
      return { before };
    },
    onSuccess: (saved) => raiseAdminChange('products', { serverData: saved }),
    onError: (error, { product }, context) => {
      queryClient.setQueryData(key(product.categoryId), context?.before);
      toasts.show({ variant: 'destructive', title: 'Error', description: isGone(error) ? M.gone.productUpdate : reason(error) || M.updateFailed.product });
    },
    onSettled: () => {
      setTimeout(() => void refreshMenu(), TOGGLE_REVALIDATE_MS);
    },
  });
}
