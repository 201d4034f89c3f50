import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryComplete, LikeAnswer, MenuProduct } from '../../../../shared/menu-types';
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

/**
 * A diner's like: the count moves at once, goes back if the server refuses (no message: a like
 * is not worth interrupting dinner for), and the category is read again afterwards. Liking again
 * takes the like back.
 */
export function useLike(categoryId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = categoryQuery(categoryId);
  return useMutation({
    mutationFn: (product: MenuProduct) => sendLike(product.id, product.userHasLiked),
    onMutate: async (product) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<CategoryComplete>(queryKey);
      const step = product.userHasLiked ? -1 : 1;
      queryClient.setQueryData<CategoryComplete>(queryKey, (complete) =>
        complete && {
          ...complete,
          products: complete.products.map((row) => (row.id === product.id ? { ...row, likesCount: Math.max(0, row.likesCount + step), userHasLiked: !product.userHasLiked } : row)),
        },
      );
      return { before };
    },
    onError: (_error, _product, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
