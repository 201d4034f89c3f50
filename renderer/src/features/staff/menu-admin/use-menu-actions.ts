import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import type { Route } from '../../../../../shared/api/route';
import type { MenuProduct } from '../../../../../shared/menu-types';
import { useToast } from '../../../components/ui/Toaster';
import { ApiError, call } from '../../../lib/api';
import { afterOwnChange, expectEcho, FORESEEN_CHANGE, markStale, releaseHeldBack } from '../../../lib/changes';
import { queryKeys } from '../../../lib/query-keys';
import { MENU_ADMIN, type MenuKind } from './copy';
import { DATA_TYPE } from './cross-window';

const M = MENU_ADMIN;
const { menuAdmin } = apiRoutes;

/** Each kind's endpoints; typed as any endpoint because one dialog serves the four kinds with their own bodies. */
const ENDPOINTS: Record<MenuKind, Record<'create' | 'update' | 'remove', Route>> = {
  section: menuAdmin.sections,
  category: menuAdmin.categories,
  subcategory: menuAdmin.subcategories,
  product: menuAdmin.products,
};

/** Awaits the stream's echo of a change to a menu item that exists already (none for a new one). */
const echoOfItem = (queryClient: QueryClient, id: number | null) => (id === null ? () => undefined : expectEcho(queryClient, { kind: 'menu-changed', id }));

/** After a menu item changed here: every menu list read again, the other windows given the item to patch. */
export function menuChanged(queryClient: QueryClient, kind: MenuKind, item: { id: number } & Record<string, unknown>, removed = false): Promise<void> {
  return afterOwnChange(queryClient, { kind: 'menu-changed', note: { dataType: DATA_TYPE[kind], serverData: item, ...(removed ? { removed } : {}) } });
}

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
  const queryClient = useQueryClient();
  return useMutation({
    // Every kind answers its item, with its id.
    mutationFn: (body: object) => (id === null ? call(ENDPOINTS[kind].create, { body }) : call(ENDPOINTS[kind].update, { params: { id }, body })) as Promise<{ id: number } & Record<string, unknown>>,
    onMutate: () => ({ failed: echoOfItem(queryClient, id) }),
    onSuccess: async (saved) => {
      const title = id === null ? M.created[kind] : M.updated[kind];
      const description = kind === 'subcategory' ? (id === null ? M.subcategoryDetail.created : M.subcategoryDetail.updated) : undefined;
      toasts.show({ title, description });
      close();
      await menuChanged(queryClient, kind, saved);
    },
    onError: async (error, _body, context) => {
      context?.failed();
      const gone = id !== null && isGone(error) ? goneOnUpdate(kind) : null;
      if (gone) {
        toasts.show({ variant: 'destructive', title: 'Error', description: gone });
        close();
        await markStale(queryClient, 'menu-changed');
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(ENDPOINTS[kind].remove, { params: { id } }),
    onMutate: (id) => ({ failed: echoOfItem(queryClient, id) }),
    onSuccess: (_answer, id) => {
      void menuChanged(queryClient, kind, { id }, true);
      toasts.show({ title: M.removed[kind], description: kind === 'subcategory' ? M.subcategoryDetail.removed : undefined });
    },
    onError: (error, _id, context) => {
      const description = kind === 'product' && isGone(error) ? M.gone.productRemove : reason(error) || M.removeFailed[kind];
      toasts.show({ variant: 'destructive', title: 'Error', description });
      // Gone or refused: the lists show what the server now holds.
      context?.failed();
    },
  });
}

/** The spec's revalidation delay after a product toggle. */
export const TOGGLE_REVALIDATE_MS = 500;

type ProductFlag = 'isVisible' | 'isAvailable';

/** The eye and availability switches on a product row: the row changes at once, the server confirms, the menu is read again after 500 ms. */
export function useToggleProduct() {
  const toasts = useToast();
  const queryClient = useQueryClient();
  const key = queryKeys.menuAdmin.categoryProducts.of;
  return useMutation({
    mutationKey: FORESEEN_CHANGE,
    mutationFn: ({ product, flag }: { product: MenuProduct; flag: ProductFlag }) => call(menuAdmin.products.update, { params: { id: product.id }, body: { [flag]: !product[flag] } }),
    onMutate: async ({ product, flag }) => {
      const failed = echoOfItem(queryClient, product.id);
      await queryClient.cancelQueries({ queryKey: key(product.categoryId) });
      const before = queryClient.getQueryData<MenuProduct[]>(key(product.categoryId));
      queryClient.setQueryData<MenuProduct[]>(key(product.categoryId), (list) => list?.map((row) => (row.id === product.id ? { ...row, [flag]: !product[flag] } : row)));
      return { before, failed };
    },
    onSuccess: (saved) => menuChanged(queryClient, 'product', saved),
    onError: (error, { product }, context) => {
      queryClient.setQueryData(key(product.categoryId), context?.before);
      context?.failed();
      toasts.show({ variant: 'destructive', title: 'Error', description: isGone(error) ? M.gone.productUpdate : reason(error) || M.updateFailed.product });
    },
    onSettled: () => {
      setTimeout(() => void markStale(queryClient, 'menu-changed'), TOGGLE_REVALIDATE_MS);
      return releaseHeldBack(queryClient);
    },
  });
}
