import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CalendarX } from 'lucide-react';
import { Link } from 'wouter';
import { apiRoutes } from '../../../../../shared/api/routes';
import { formatLongDate } from '../../../../../shared/long-date';
import { HOME_SECTIONS } from '../../../../../shared/routes';
import { failureDetail } from '../../../lib/failure-messages';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitle, useVenue } from '../../../lib/venue';
import { HeaderBar, HomeLink, SiteFooter } from '../site';
import { REMINDER } from './copy';

/**
 * A reminder's link: the booking as the diner knows it and one button. Opening the page changes
 * nothing (mail scanners open links); the button does, once.
 */
export function ReminderScreen({ token }: { token: string }) {
  const venue = useVenue();
  useDocumentTitle(pageTitle(REMINDER.title, venue.name));
  const queryClient = useQueryClient();
  const key = queryKeys.reminder.of(token);
  const view = useQuery({ queryKey: key, queryFn: () => call(apiRoutes.reminders.view, { params: { token } }), retry: false });
  const answer = useMutation({
    mutationFn: () => call(apiRoutes.reminders.answer, { params: { token } }),
    onSuccess: (answered) => queryClient.setQueryData(key, answered),
  });

  return (
    <>
      <HeaderBar>
        <HomeLink className="button button-secondary min-h-10 px-4 text-sm text-white hover:bg-white/10">{REMINDER.home}</HomeLink>
      </HeaderBar>
      <main className="bg-paper px-5 pt-10 pb-16 sm:pt-14">
        <section aria-labelledby="recordatorio-titulo" className="mx-auto grid max-w-xl gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <h1 id="recordatorio-titulo" className="font-display text-3xl font-semibold text-ink sm:text-4xl">
            {REMINDER.heading(venue.name)}
          </h1>
          {view.isPending ? (
            <p role="status" className="text-muted">
              {REMINDER.loading}
            </p>
          ) : view.isError ? (
            <p role="alert" className="text-red-700">
              {failureDetail(view.error) ?? REMINDER.failed}
            </p>
          ) : (
            <>
              <dl className="grid gap-x-4 gap-y-1 text-ink sm:grid-cols-[auto_1fr] sm:gap-y-2">
                {(
                  [
                    [REMINDER.labels.date, formatLongDate(view.data.booking.date)],
                    [REMINDER.labels.time, REMINDER.time(view.data.booking.startTime, view.data.booking.endTime)],
                    [REMINDER.labels.zone, view.data.booking.preferredSection],
                    [REMINDER.labels.party, String(view.data.booking.partySize)],
                    [REMINDER.labels.number, view.data.booking.confirmationNumber],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-sm font-semibold text-muted max-sm:mt-2 sm:text-base sm:text-ink">{label}</dt>
                    <dd className="text-lg first-letter:uppercase sm:text-base">{value}</dd>
                  </div>
                ))}
              </dl>
              {answer.isSuccess ? (
                <p role="status" className="rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900 ring-1 ring-emerald-200">
                  {REMINDER.done[view.data.answer]}
                </p>
              ) : view.data.spent ? (
                <p role="status" className="rounded-xl bg-stone-100 p-4 font-semibold text-ink">
                  {view.data.spent}
                </p>
              ) : (
                <div className="grid gap-3">
                  <p className="text-lg text-ink">{REMINDER.ask[view.data.answer]}</p>
                  <button
                    type="button"
                    className={view.data.answer === 'confirm' ? 'button min-h-12 bg-emerald-700 text-lg hover:bg-emerald-800' : 'button min-h-12 bg-red-800 text-lg hover:bg-red-900'}
                    disabled={answer.isPending}
                    onClick={() => answer.mutate()}
                  >
                    {view.data.answer === 'confirm' ? <CalendarCheck aria-hidden className="size-5" /> : <CalendarX aria-hidden className="size-5" />}
                    {answer.isPending ? REMINDER.sending : REMINDER.button[view.data.answer]}
                  </button>
                  {answer.isError && (
                    <p role="alert" className="text-red-700">
                      {failureDetail(answer.error) ?? REMINDER.failed}
                    </p>
                  )}
                </div>
              )}
            </>
          )}
          <Link href={`/?#${HOME_SECTIONS.myBookings}`} className="w-fit font-semibold text-brand underline underline-offset-2">
            {REMINDER.myBookings}
          </Link>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
