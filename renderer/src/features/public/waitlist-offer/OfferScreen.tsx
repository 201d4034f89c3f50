import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { CalendarCheck } from 'lucide-react';
import { apiRoutes } from '../../../../../shared/api/routes';
import { heldUntil } from '../../../../../shared/held-until';
import { formatLongDate } from '../../../../../shared/long-date';
import { failureDetail } from '../../../lib/failure-messages';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitle, useVenue } from '../../../lib/venue';
import { SignedLinkPage } from '../site';
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
    <SignedLinkPage
      id="oferta-titulo"
      heading={OFFER.heading(venue.name)}
      texts={OFFER}
      view={view}
      rows={(data) =>
        [
          [OFFER.labels.date, formatLongDate(data.date)],
          [OFFER.labels.time, OFFER.time(data.startTime, data.endTime)],
          [OFFER.labels.zone, data.section],
          [OFFER.labels.party, String(data.partySize)],
          ...(data.open ? ([[OFFER.labels.held, heldUntil(data.expiresAt, new Date())]] as const) : []),
        ] as const
      }
    >
      {(data) =>
        data.confirmationNumber ? (
          <p ref={result} tabIndex={-1} role="status" className="rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900 ring-1 ring-emerald-200 focus:outline-none">
            {OFFER.booked(data.confirmationNumber)}
          </p>
        ) : data.spent ? (
          <p ref={result} tabIndex={-1} role="status" className="rounded-xl bg-stone-100 p-4 font-semibold text-ink focus:outline-none">
            {data.spent}
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
        )
      }
    </SignedLinkPage>
  );
}
