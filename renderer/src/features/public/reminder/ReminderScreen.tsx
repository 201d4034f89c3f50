import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CalendarX } from 'lucide-react';
import { apiRoutes } from '../../../../../shared/api/routes';
import type { ReminderView } from '../../../../../shared/api/reminders';
import { formatLongDate } from '../../../../../shared/long-date';
import { REMINDER_MESSAGES } from '../../../../../shared/messages/reminders';
import { deadlineInWords } from '../../../../../shared/reconfirm';
import { failureDetail } from '../../../lib/failure-messages';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { noteAnswer } from '../../../lib/saved-bookings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNow } from '../../../lib/use-now';
import { pageTitle, useVenue } from '../../../lib/venue';
import { LinkedAllergyQuestion } from '../allergies';
import { SignedLinkPage } from '../site';
import { REMINDER } from './copy';

/**
 * A reminder's link: the booking as the diner knows it and one button. Opening the page changes
 * nothing (mail scanners open links); the button does, once.
 */
export function ReminderScreen({ token }: { token: string }) {
  const venue = useVenue();
  const now = useNow();
  useDocumentTitle(pageTitle(REMINDER.title, venue.name));
  const queryClient = useQueryClient();
  const key = queryKeys.reminder.of(token);
  // What the link's page hears of the booking also brings this device's saved copy up to date
  // ('No podré ir' cancels it: the home page stops announcing it).
  const heard = (answer: ReminderView): ReminderView => {
    noteAnswer([answer.booking]);
    return answer;
  };
  const view = useQuery({ queryKey: key, queryFn: () => call(apiRoutes.reminders.view, { params: { token } }).then(heard), retry: false });
  const answer = useMutation({
    mutationFn: () => call(apiRoutes.reminders.answer, { params: { token } }).then(heard),
    onSuccess: (answered) => queryClient.setQueryData(key, answered),
  });

  return (
    <SignedLinkPage
      id="recordatorio-titulo"
      heading={REMINDER.heading(venue.name)}
      texts={REMINDER}
      view={view}
      rows={(data) =>
        [
          [REMINDER.labels.date, formatLongDate(data.booking.date)],
          [REMINDER.labels.time, REMINDER.time(data.booking.startTime, data.booking.endTime)],
          [REMINDER.labels.zone, data.booking.preferredSection],
          [REMINDER.labels.party, String(data.booking.partySize)],
          [REMINDER.labels.number, data.booking.confirmationNumber],
        ] as const
      }
      more={(data) => data.answer === 'confirm' && <LinkedAllergyQuestion token={token} />}
    >
      {(data) =>
        answer.isSuccess ? (
          <p role="status" className="rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900 ring-1 ring-emerald-200">
            {REMINDER.done[data.answer]}
          </p>
        ) : data.spent ? (
          <p role="status" className="rounded-xl bg-stone-100 p-4 font-semibold text-ink">
            {data.spent}
          </p>
        ) : (
          <div className="grid gap-3">
            {/* A big or far-ahead booking asked to reconfirm: by when, as its e-mail said. */}
            {data.answer === 'confirm' && data.booking.reconfirmBy && Date.parse(data.booking.reconfirmBy) > now.getTime() && (
              <p className="rounded-xl bg-amber-50 p-4 font-semibold text-amber-950 ring-1 ring-amber-200">{`${REMINDER_MESSAGES.reconfirmAsk(deadlineInWords(data.booking.reconfirmBy))}.`}</p>
            )}
            <p className="text-lg text-ink">{REMINDER.ask[data.answer]}</p>
            <button
              type="button"
              className={data.answer === 'confirm' ? 'button min-h-12 bg-emerald-700 text-lg hover:bg-emerald-800' : 'button min-h-12 bg-red-800 text-lg hover:bg-red-900'}
              disabled={answer.isPending}
              onClick={() => answer.mutate()}
            >
              {data.answer === 'confirm' ? <CalendarCheck aria-hidden className="size-5" /> : <CalendarX aria-hidden className="size-5" />}
              {answer.isPending ? REMINDER.sending : REMINDER.button[data.answer]}
            </button>
            {answer.isError && (
              <p role="alert" className="text-red-700">
                {failureDetail(answer.error) ?? REMINDER.failed}
              </p>
            )}
          </div>
        )
      }
    </SignedLinkPage>
  );
}
