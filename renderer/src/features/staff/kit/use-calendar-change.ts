import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/Toaster';
import { afterOwnChange } from '../../../lib/changes';
import { failureReason } from '../../../lib/failure-messages';

/** A change of the calendar: its toast, the rest of what it touches read again, a refusal in the server's words. */
export function useCalendarChange<Answer>(send: () => Promise<Answer>, saved: (answer: Answer) => string) {
  const toasts = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      toasts.show({ title: saved(answer) });
      await afterOwnChange(queryClient, { kind: 'calendar-changed' });
    },
    onError: (error) => toasts.show({ variant: 'destructive', title: 'Error', description: failureReason(error) }),
  });
}
