import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CalendarCheck } from 'lucide-react';
import { Link } from 'wouter';
import { apiRoutes } from '../../../../../shared/api/routes';
import { heldUntil } from '../../../../../shared/held-until';
import { formatLongDate } from '../../../../../shared/long-date';
import { HOME_SECTIONS } from '../../../../../shared/routes';
import { failureDetail } from '../../../lib/failure-messages';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitle, useVenue } from '../../../lib/venue';
import { HeaderBar, HomeLink, SiteFooter } from '../site';
import { OFFER } from './copy';

/**
 * An offer's link from the waiting list: the table held and until when, 'Reservar esta mesa' and
 * 'No, gracias'. Opening the page changes nothing (mail scanners open links); a button does, once.
 */
export function OfferScreen({ token }: { token: string }) {
  const venue = useVenue();
  useDocumentTitle(pageTitle(OFFER.title, venue.name));
  const queryClient = useQueryClient();
  const key = queryKeys.waitlistOffer.of(token);
  const view = useQuery({ queryKey: key, queryFn: () => call(apiRoutes.waitlist.viewOffer, { params: { token } }), retry: false });
  const answer = useMutation({
    mutationFn: (choice: 'accept' | 'decline') => call(apiRoutes.waitlist.answerOffer, { params: { token }, body: { answer: choice } }),
    onSuccess: (answered) => queryClient.setQueryData(key, answered),
    // The offer may have ended meanwhile (expired, the table gone): the page then says so, without the buttons.
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  // The buttons go once answered: the focus moves to what happened, which is read out.
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer.isSuccess) result.current?.focus();
  }, [answer.isSuccess]);

  return (
    <>
      <HeaderBar>
        <HomeLink className="button button-secondary min-h-10 px-4 text-sm text-white hover:bg-white/10">{OFFER.home}</HomeLink>
      </HeaderBar>
      <main className="bg-paper px-5 pt-10 pb-16 sm:pt-14">
        <section aria-labelledby="oferta-titulo" className="mx-auto grid max-w-xl gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <h1 id="oferta-titulo" className="font-display text-3xl font-semibold text-ink sm:text-4xl">
            {OFFER.heading(venue.name)}
          </h1>
          {view.isPending ? (
            <p role="status" className="text-muted">
              {OFFER.loading}
            </p>
          ) : view.isError ? (
            <p role="alert" className="text-red-700">
              {failureDetail(view.error) ?? OFFER.failed}
            </p>
          ) : (
            <>
              <dl className="grid gap-x-4 gap-y-1 text-ink sm:grid-cols-[auto_1fr] sm:gap-y-2">
                {(
                  [
                    [OFFER.labels.date, formatLongDate(view.data.date)],
                    [OFFER.labels.time, OFFER.time(view.data.startTime, view.data.endTime)],
                    [OFFER.labels.zone, view.data.section],
                    [OFFER.labels.party, String(view.data.partySize)],
                    ...(view.data.open ? ([[OFFER.labels.held, heldUntil(view.data.expiresAt, new Date())]] as const) : []),
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-sm font-semibold text-muted max-sm:mt-2 sm:text-base sm:text-ink">{label}</dt>
                    <dd className="text-lg first-letter:uppercase sm:text-base">{value}</dd>
                  </div>
                ))}
              </dl>
              {view.data.confirmationNumber ? (
                <p ref={result} tabIndex={-1} role="status" className="rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900 ring-1 ring-emerald-200 focus:outline-none">
                  {OFFER.booked(view.data.confirmationNumber)}
                </p>
              ) : view.data.spent ? (
                <p ref={result} tabIndex={-1} role="status" className="rounded-xl bg-stone-100 p-4 font-semibold text-ink focus:outline-none">
                  {view.data.spent}
                </p>
              ) : (
                <div className="grid gap-3">
                  <p className="text-lg text-ink">{OFFER.ask}</p>
                  <button type="button" className="button min-h-12 bg-emerald-700 text-lg hover:bg-emerald-800" disabled={answer.isPending} onClick={() => answer.mutate('accept')}>
                    <CalendarCheck aria-hidden className="size-5" />
                    {answer.isPending && answer.variables === 'accept' ? OFFER.sending : OFFER.accept}
                  </button>
                  <button type="button" className="button button-secondary min-h-12 text-lg" disabled={answer.isPending} onClick={() => answer.mutate('decline')}>
                    {answer.isPending && answer.variables === 'decline' ? OFFER.sending : OFFER.decline}
                  </button>
                  {answer.isError && (
                    <p role="alert" className="text-red-700">
                      {failureDetail(answer.error) ?? OFFER.failed}
                    </p>
                  )}
                </div>
              )}
            </>
          )}
          <Link href={`/?#${HOME_SECTIONS.myBookings}`} className="w-fit font-semibold text-brand underline underline-offset-2">
            {OFFER.myBookings}
          </Link>
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
