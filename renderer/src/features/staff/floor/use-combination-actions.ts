import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TableCombinationDto } from '../../../../../shared/api/dto';
import { apiRoutes } from '../../../../../shared/api/routes';
import type { Combination } from '../../../../../shared/schemas/combination';
import { useToast } from '../../../components/ui/Toaster';
import { call } from '../../../lib/api';
import { afterOwnChange } from '../../../lib/changes';
import { queryKeys } from '../../../lib/query-keys';
import { combinationsQuery } from '../kit/staff-queries';
import { JOINS } from './copy';

const { combinations } = apiRoutes;

/** The list with a combination as the server returned it (null: separated), in the server's order (zone, then name). */
function withCombination(list: readonly TableCombinationDto[], id: number, saved: TableCombinationDto | null): TableCombinationDto[] {
  const others = list.filter((combination) => combination.id !== id);
  if (!saved) return others;
  const index = list.findIndex((combination) => combination.id === id);
  return index === -1 ? [...others, saved] : [...others.slice(0, index), saved, ...others.slice(index)];
}

/**
 * After a combination changed here: the list holds the server's answer at once, and what is free for
 * a party is read again (the tables themselves did not change).
 */
function combinationChanged(queryClient: QueryClient, id: number, saved: TableCombinationDto | null): Promise<void> {
  queryClient.setQueryData(combinationsQuery.queryKey, (list) => list && withCombination(list, id, saved));
  return afterOwnChange(queryClient, { kind: 'table-changed', updated: [queryKeys.combinations, queryKeys.adminTables] });
}

/** The server's reason when it gives one ('Esas mesas ya forman la combinación…'), else the product's default. */
export function combinationFailure(error: unknown, combination: TableCombinationDto | null): string {
  const message = error instanceof Error ? error.message : '';
  return message || (combination ? JOINS.form.updateFailed : JOINS.form.createFailed);
}

/** 'Unir mesas' and a combination's 'Editar': POST for new joined tables, PUT for existing ones. */
export function useSaveCombination(combination: TableCombinationDto | null, onSaved: () => void) {
  const toasts = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Combination) => (combination ? call(combinations.update, { params: { id: combination.id }, body }) : call(combinations.create, { body })),
    onSuccess: async (saved) => {
      toasts.show({ title: combination ? JOINS.form.updated : JOINS.form.created, description: saved.name });
      onSaved();
      await combinationChanged(queryClient, saved.id, saved);
    },
    onError: (error) => toasts.show({ variant: 'destructive', title: 'Error', description: combinationFailure(error, combination) }),
  });
}

/** 'Separar': the tables go back to being tables on their own (refused while it has bookings ahead). */
export function useSeparateCombination() {
  const toasts = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (combination: TableCombinationDto) => call(combinations.remove, { params: { id: combination.id } }),
    onSuccess: async (_answer, combination) => {
      toasts.show({ title: JOINS.separated, description: combination.name });
      await combinationChanged(queryClient, combination.id, null);
    },
    onError: (error) => toasts.show({ variant: 'destructive', title: 'Error', description: (error instanceof Error && error.message) || JOINS.separateFailed }),
  });
}
