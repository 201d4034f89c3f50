import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiRoutes } from '../../../../../shared/api/routes';
import { DECLINE_MESSAGE_MAX } from '../../../../../shared/schemas/reservation';
import type { ReservationAttempt } from '../../../../../shared/types';
import { controlClass, Field } from '../../../components/ui/Field';
import { useToast } from '../../../components/ui/Toaster';
import { call } from '../../../lib/api';
import { afterOwnChange } from '../../../lib/changes';
import { failureDetail } from '../../../lib/failure-messages';
import { queryKeys } from '../../../lib/query-keys';
import { DAY } from '../kit/day-copy';
import { FormDialog } from '../kit/FormDialog';

const C = DAY.decline;

/**
 * 'Rechazar' on a VIP or group request: asks first, with room for staff's own words to the diner;
 * once declined the request leaves the day's list and the diner, where there is an e-mail, is told.
 */
export function DeclineRequestDialog({ request, onDeclined, onClose }: { request: ReservationAttempt; onDeclined(): void; onClose(): void }) {
  const toasts = useToast();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const decline = useMutation({
    mutationFn: () => call(apiRoutes.reservations.declineRequest, { params: { id: request.id }, body: { message: message.trim() || null } }),
    onSuccess: async ({ mailed }) => {
      toasts.show({ title: C.done, description: mailed ? C.mailed(request.customerName, request.customerEmail) : C.notMailed(request.customerName) });
      // Off the list at once, before the dialog gives the focus back.
      const key = queryKeys.requests.of(request.date);
      queryClient.setQueryData<ReservationAttempt[]>(key, (list) => list?.filter((one) => one.id !== request.id));
      onDeclined();
      onClose();
      await afterOwnChange(queryClient, { kind: 'attempt-declined', updated: [key] });
    },
    // Declined meanwhile on another screen: the list is read again, and the reason stays in the dialog.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.requests.of(request.date) }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    decline.mutate();
  }

  return (
    <FormDialog
      title={C.title(request.customerName)}
      description={C.detail(request.customerEmail)}
      formId="rechazar-solicitud"
      submitLabel={C.confirm}
      pending={decline.isPending}
      formClassName="grid gap-3"
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm font-medium text-ink">
        {DAY.people(request.partySize)} · {request.preferredSection} · {request.startTime}–{request.endTime}
      </p>
      {request.customerEmail && (
        <Field label={C.message} hint={C.messageHint}>
          {(control) => <textarea {...control} rows={4} maxLength={DECLINE_MESSAGE_MAX} value={message} onChange={(event) => setMessage(event.target.value)} className={controlClass} />}
        </Field>
      )}
      {decline.isError && (
        // The page behind a modal dialog is hidden from screen readers, toasts included: the reason is said here.
        <p role="alert" className="text-sm font-medium text-red-700">
          {failureDetail(decline.error) ?? C.failed}
        </p>
      )}
    </FormDialog>
  );
}
