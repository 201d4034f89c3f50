import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { apiRoutes } from '../../../../../shared/api/routes';
import type { NoShowPolicy } from '../../../../../shared/schemas/guests';
import { QueryView } from '../../../components/ui/QueryView';
import { useToast } from '../../../components/ui/Toaster';
import { call } from '../../../lib/api';
import { failureReason } from '../../../lib/failure-messages';
import { queryKeys } from '../../../lib/query-keys';
import { SETTINGS } from './copy';
import { SettingsForm } from './SettingsForm';
import { useUnsavedMark } from './unsaved';

const C = SETTINGS.noShows;
const KEY = queryKeys.settings.noShows;

function NoShowPolicyFields({ stored }: { stored: NoShowPolicy }) {
  const form = useForm<NoShowPolicy>({ defaultValues: stored });
  const queryClient = useQueryClient();
  const toasts = useToast();
  const save = useMutation({
    mutationFn: (policy: NoShowPolicy) => call(apiRoutes.guests.saveNoShowPolicy, { body: policy }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      form.reset(saved);
      toasts.show({ title: C.saved });
    },
    onError: (error) => toasts.show({ variant: 'destructive', title: 'Error', description: failureReason(error) }),
  });
  useUnsavedMark(form.formState.isDirty);
  return (
    <SettingsForm id="clientes-que-no-se-presentan" title={C.title} intro={C.intro} onSubmit={(event) => void form.handleSubmit((policy) => save.mutate(policy))(event)}>
      <label className="flex min-h-11 items-center gap-2 font-semibold text-ink">
        <input type="checkbox" {...form.register('pendingAfterNoShows')} className="size-5 accent-brand" />
        {C.pending}
      </label>
      <button type="submit" className="button min-h-11 w-fit justify-self-end" disabled={save.isPending}>
        {C.save}
      </button>
    </SettingsForm>
  );
}

/** Under 'Recordatorios': whether the online bookings of a guest who keeps missing them wait for staff. */
export function NoShowPolicyForm() {
  const policy = useQuery({ queryKey: KEY, queryFn: () => call(apiRoutes.guests.noShowPolicy) });
  return (
    <QueryView query={policy} loading={C.loading} failed={C.loadFailed}>
      {(stored) => <NoShowPolicyFields stored={stored} />}
    </QueryView>
  );
}
