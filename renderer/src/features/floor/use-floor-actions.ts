import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cell } from '../../../../shared/floor';
import type { DiningTable } from '../../../../shared/types';
import { useToast } from '../../components/ui/Toaster';
import { staffRequest } from '../../lib/api';
import { invalidateMatching } from '../../lib/query-client';
import { STAFF_CACHE } from '../day/staff-queries';
import { FLOOR } from './copy';
import { withMove } from './floor-plan';
import type { TableBody } from './table-form';

export const tablesQuery = queryOptions({
  ...STAFF_CACHE,
  queryKey: ['/api/admin/tables'],
  queryFn: () => staffRequest<DiningTable[]>('GET', '/api/admin/tables'),
});

const tablePath = (id: number) => `/api/admin/tables/${id}`;

/** A drop on a free cell: the table stands there at once, and goes back if the server refuses. */
export function useMoveTable() {
  const queryClient = useQueryClient();
  const toasts = useToast();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: Cell & { section: string } }) => staffRequest<DiningTable>('PUT', tablePath(id), patch),
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: tablesQuery.queryKey });
      const before = queryClient.getQueryData(tablesQuery.queryKey);
      if (before) queryClient.setQueryData(tablesQuery.queryKey, withMove(before, id, patch));
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(tablesQuery.queryKey, context.before);
      toasts.show({ variant: 'destructive', title: 'Error', description: FLOOR.moveFailed });
    },
    onSettled: () => invalidateMatching('/api/admin/tables', '/api/tables'),
  });
}

/** The table form's save: POST for a new table, PUT for an existing one. */
export function useSaveTable(table: DiningTable | null, onSaved: () => void) {
  const toasts = useToast();
  return useMutation({
    mutationFn: (body: TableBody) => (table ? staffRequest<DiningTable>('PUT', tablePath(table.id), body) : staffRequest<DiningTable>('POST', '/api/admin/tables', body)),
    onSuccess: async () => {
      toasts.show({ title: table ? FLOOR.tableForm.updated : FLOOR.tableForm.created });
      onSaved();
      await invalidateMatching('/api/admin/tables', '/api/tables', '/api/reservations');
    },
    onError: (error) => toasts.show({ variant: 'destructive', title: 'Error', description: tableFailure(error, table) }),
  });
}

/** The server's reason when it gives one ('Ya existe una mesa con el número…'), else the product's default. */
export function tableFailure(error: unknown, table: DiningTable | null): string {
  const message = error instanceof Error ? error.message : '';
  return message || (table ? FLOOR.tableForm.updateFailed : FLOOR.tableForm.createFailed);
}

export function useRemoveTable() {
  const toasts = useToast();
  return useMutation({
    mutationFn: (id: number) => staffRequest<{ success: boolean }>('DELETE', tablePath(id)),
    onSuccess: async () => {
      toasts.show({ title: FLOOR.removed });
      await invalidateMatching('/api/admin/tables', '/api/tables');
    },
    onError: (error) => toasts.show({ variant: 'destructive', title: 'Error', description: (error instanceof Error && error.message) || FLOOR.removeFailed }),
  });
}
