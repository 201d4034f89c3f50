import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import type { Cell } from '../../../../../shared/floor';
import type { DiningTable } from '../../../../../shared/types';
import { useToast } from '../../../components/ui/Toaster';
import { call } from '../../../lib/api';
import { afterOwnChange, expectEcho, FORESEEN_CHANGE, releaseHeldBack } from '../../../lib/changes';
import { queryKeys } from '../../../lib/query-keys';
import { tablesQuery } from '../kit/staff-queries';
import { FLOOR } from './copy';
import { withMove, withTable } from './floor-plan';
import type { TableBody } from './table-form';

const { tables } = apiRoutes;

/** After a table changed here: the floor's list holds the server's answer, the rest is read again. */
function tableChanged(queryClient: QueryClient, id: number, saved: DiningTable | null): Promise<void> {
  queryClient.setQueryData(tablesQuery.queryKey, (list) => list && withTable(list, id, saved));
  return afterOwnChange(queryClient, { kind: 'table-changed', updated: [queryKeys.adminTables] });
}

/** The echo of a change to a table already on the floor. */
const echoOfTable = (queryClient: QueryClient, id: number) => expectEcho(queryClient, { kind: 'table-changed', id });

/** A drop on a free cell: the table stands there at once, and goes back if the server refuses. */
export function useMoveTable() {
  const queryClient = useQueryClient();
  const toasts = useToast();
  return useMutation({
    mutationKey: FORESEEN_CHANGE,
    mutationFn: ({ id, patch }: { id: number; patch: Cell & { section: string } }) => call(tables.update, { params: { id }, body: patch }),
    onMutate: async ({ id, patch }) => {
      const failed = echoOfTable(queryClient, id);
      await queryClient.cancelQueries({ queryKey: tablesQuery.queryKey });
      const before = queryClient.getQueryData(tablesQuery.queryKey);
      if (before) queryClient.setQueryData(tablesQuery.queryKey, withMove(before, id, patch));
      return { before, failed };
    },
    onSuccess: (saved) => tableChanged(queryClient, saved.id, saved),
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(tablesQuery.queryKey, context.before);
      context?.failed();
      toasts.show({ variant: 'destructive', title: 'Error', description: FLOOR.moveFailed });
    },
    onSettled: () => releaseHeldBack(queryClient),
  });
}

/** The table form's save: POST for a new table, PUT for an existing one. */
export function useSaveTable(table: DiningTable | null, onSaved: () => void) {
  const toasts = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TableBody) => (table ? call(tables.update, { params: { id: table.id }, body }) : call(tables.create, { body })),
    onMutate: () => ({ failed: table ? echoOfTable(queryClient, table.id) : () => undefined }),
    onSuccess: async (saved) => {
      toasts.show({ title: table ? FLOOR.tableForm.updated : FLOOR.tableForm.created });
      onSaved();
      await tableChanged(queryClient, saved.id, saved);
    },
    onError: (error, _body, context) => {
      context?.failed();
      toasts.show({ variant: 'destructive', title: 'Error', description: tableFailure(error, table) });
    },
  });
}

/** The server's reason when it gives one ('Ya existe una mesa con el número…'), else the product's default. */
export function tableFailure(error: unknown, table: DiningTable | null): string {
  const message = error instanceof Error ? error.message : '';
  return message || (table ? FLOOR.tableForm.updateFailed : FLOOR.tableForm.createFailed);
}

export function useRemoveTable() {
  const toasts = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(tables.remove, { params: { id } }),
    onMutate: (id) => ({ failed: echoOfTable(queryClient, id) }),
    onSuccess: async (_answer, id) => {
      toasts.show({ title: FLOOR.removed });
      await tableChanged(queryClient, id, null);
    },
    onError: (error, _id, context) => {
      context?.failed();
      toasts.show({ variant: 'destructive', title: 'Error', description: (error instanceof Error && error.message) || FLOOR.removeFailed });
    },
  });
}
