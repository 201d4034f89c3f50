import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes } from '../../../../../shared/api/routes';
import { isStaffEmail } from '../../../../../shared/contact-keys';
import type { Reservation } from '../../../../../shared/types';
import { call } from '../../../lib/api';
import { expectEcho } from '../../../lib/changes';
import { failureDetail } from '../../../lib/failure-messages';
import { bookingChanged } from '../kit/staff-queries';
import { OPINIONS } from './copy';

const COPY = OPINIONS.survey;

/**
 * 'Encuesta' on a booking being edited: saved as it is ticked, apart from the form, since it changes
 * nothing of the booking itself. Not shown for a booking without the diner's e-mail: none would go.
 */
export function SurveyToggle({ reservation }: { reservation: Reservation }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (surveyOptOut: boolean) => call(apiRoutes.feedback.setSurvey, { params: { id: reservation.id }, body: { surveyOptOut } }),
    onMutate: () => ({ failed: expectEcho(queryClient, { kind: 'reservation-updated', id: reservation.id }) }),
    onSuccess: (row) => bookingChanged(queryClient, 'reservation-updated', row),
    onError: (_error, _value, context) => context?.failed(),
  });
  if (isStaffEmail(reservation.customerEmail) || reservation.customerEmail === '') return null;
  const ticked = !(save.variables ?? reservation.surveyOptOut);
  return (
    <div className="sm:col-span-2">
      <label className="flex min-h-11 items-start gap-2 text-sm">
        <input type="checkbox" checked={ticked} disabled={save.isPending} onChange={(event) => save.mutate(!event.target.checked)} className="mt-0.5 size-5 shrink-0 accent-brand" />
        <span>
          <span className="font-semibold text-ink">{COPY.label}</span>
          <span className="block text-muted">{COPY.hint}</span>
        </span>
      </label>
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failureDetail(save.error) ?? COPY.failed}
        </p>
      )}
    </div>
  );
}
