import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PauseCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { apiRoutes } from '../../../../../shared/api/routes';
import { ROUTES } from '../../../../../shared/routes';
import { useToast } from '../../../components/ui/Toaster';
import { call } from '../../../lib/api';
import { afterOwnChange } from '../../../lib/changes';
import { failureReason } from '../../../lib/failure-messages';
import { serviceDate } from '../../../../../shared/schedule';
import { calendarDaysQuery, onlinePauseQuery } from '../kit/staff-queries';
import { DASHBOARD } from './copy';
import { NavLabel } from './NavLabel';
import { PauseDialog } from './PauseDialog';
import { SETTINGS_SECTIONS } from '../settings';

/**
 * Online bookings in the header: 'Pausar reservas online' while they are on (its icon alone below
 * 1280 px, like the header's links); while paused, says so and until when, and lets staff resume
 * them in one tap.
 */
export function PauseIndicator() {
  const { data } = useQuery(onlinePauseQuery);
  // A service paused for tonight alone (a private event) is a rule of the date, set on 'Calendario'.
  const tonight = serviceDate(new Date());
  const today = useQuery(calendarDaysQuery(tonight, tonight));
  const pausedTonight = today.data?.[0]?.paused ?? [];
  const [pausing, setPausing] = useState(false);
  const queryClient = useQueryClient();
  const toasts = useToast();
  const resume = useMutation({
    mutationFn: () => call(apiRoutes.calendar.pauseOnline, { body: { paused: false } }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(onlinePauseQuery.queryKey, saved);
      toasts.show({ title: DASHBOARD.pause.resumed });
      await afterOwnChange(queryClient, { kind: 'calendar-changed' });
    },
    onError: (error) => toasts.show({ variant: 'destructive', title: 'Error', description: failureReason(error) }),
  });
  if (!data) return null;
  if (!data.paused) {
    return (
      <>
        <button
          type="button"
          className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold ring-1 ring-white/30 hover:bg-white/10"
          title={DASHBOARD.pause.open}
          onClick={() => setPausing(true)}
        >
          <PauseCircle aria-hidden className="size-4" />
          <NavLabel>{DASHBOARD.pause.open}</NavLabel>
        </button>
        {pausedTonight.length > 0 && (
          <Link href={`${ROUTES.settings}#${SETTINGS_SECTIONS.calendar}`} className="rounded-full bg-amber-300 px-3 py-1 text-sm font-semibold text-ink underline-offset-2 hover:underline">
            <span role="status">{DASHBOARD.pause.servicesTonight(pausedTonight)}</span>
          </Link>
        )}
        {pausing && <PauseDialog onClose={() => setPausing(false)} />}
      </>
    );
  }
  return (
    <div className="flex items-center gap-2 rounded-full bg-amber-300 px-3 py-1 text-sm font-semibold text-ink">
      <Link href={`${ROUTES.settings}#${SETTINGS_SECTIONS.calendar}`} className="underline-offset-2 hover:underline">
        <span role="status">{DASHBOARD.pause.on(data.until)}</span>
      </Link>
      <button type="button" className="min-h-9 rounded-full bg-ink px-3 text-white disabled:opacity-60" disabled={resume.isPending} onClick={() => resume.mutate()}>
        {DASHBOARD.pause.resume}
      </button>
    </div>
  );
}
