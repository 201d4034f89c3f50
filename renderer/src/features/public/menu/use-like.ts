import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CategoryComplete, LikeAnswer, MenuProduct, MenuSearchAnswer } from '../../../../../shared/menu-types';
import { queryKeys } from '../../../lib/query-keys';
import { categoryQuery } from './menu-queries';

/** The like call as the spec has it: a non-OK answer throws 'HTTP error! status: {status}'. */
async function sendLike(productId: number, liked: boolean): Promise<LikeAnswer> {
  const response = await fetch(`/api/menu/products/${productId}/like`, {
    method: liked ? 'DELETE' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return (await response.json()) as LikeAnswer;
}

function toggled<T extends MenuProduct>(row: T, product: MenuProduct): T {
  if (row.id !== product.id) return row;
  return { ...row, likesCount: Math.max(0, row.likesCount + (product.userHasLiked ? -1 : 1)), userHasLiked: !product.userHasLiked };
}

/**
 * A diner's like: the count moves at once wherever the dish shows (its category, search results),
 * goes back if the server refuses (no message: a like is not worth interrupting dinner for), and
 * those answers are read again afterwards. Liking again takes the like back.
 */
export function useLike() {
  const queryClient = useQueryClient();
  const cachesOf = (product: MenuProduct): [category: QueryKey, search: QueryKey] => [categoryQuery(String(product.categoryId)).queryKey, queryKeys.menu.search.all];
  return useMutation({
    mutationFn: (product: MenuProduct) => sendLike(product.id, product.userHasLiked),
    onMutate: async (product) => {
      const [category, search] = cachesOf(product);
      await Promise.all(cachesOf(product).map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const before = cachesOf(product).flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
      queryClient.setQueryData<CategoryComplete>(category, (complete) => complete && { ...complete, products: complete.products.map((row) => toggled(row, product)) });
      queryClient.setQueriesData<MenuSearchAnswer>({ queryKey: search }, (answer) => answer && { ...answer, results: answer.results.map((row) => toggled(row, product)) });
      return { before };
    },
    onError: (_error, _product, context) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSettled: (_answer, _error, product) => Promise.all(cachesOf(product).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
