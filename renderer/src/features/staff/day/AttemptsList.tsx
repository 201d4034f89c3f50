import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Mail, MessageCircle, Phone } from 'lucide-react';
import { useState } from 'react';
import type { ReservationAttempt } from '../../../../../shared/types';
import { apiRoutes } from '../../../../../shared/api/routes';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { QuickReservationDialog } from '../floor';
import { DAY } from '../kit/day-copy';
import { contactLinks } from './contact-links';
import { STAFF_CACHE } from '../kit/staff-queries';

const linkClass = 'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand ring-1 ring-stone-300 hover:bg-brand-soft';

/** VIP and large-group requests for the day, each one tap away from a reply. */
export function AttemptsList({ date }: { date: string }) {
  const attempts = useQuery({
    ...STAFF_CACHE,
    queryKey: queryKeys.requests.of(date),
    queryFn: () => call(apiRoutes.reservations.requests, { query: { date } }),
  });
  const [booking, setBooking] = useState<ReservationAttempt | null>(null);
  if (!attempts.data?.length) return null;
  return (
    <section aria-labelledby="solicitudes-titulo" className="grid gap-2">
      <h3 id="solicitudes-titulo" className="flex items-baseline gap-2 font-display text-lg font-bold text-ink">
        {DAY.attemptsTitle}
        <span className="font-sans text-sm font-medium text-muted">({attempts.data.length})</span>
      </h3>
      <ul className="grid gap-2 md:grid-cols-2">
        {attempts.data.map((attempt) => {
          const links = contactLinks(attempt);
          return (
            <li key={attempt.id} aria-label={attempt.customerName} className="grid gap-2 rounded-xl bg-white p-4 ring-1 ring-amber-300">
              <p className="font-semibold text-ink">
                {attempt.customerName} · {DAY.people(attempt.partySize)} · {attempt.preferredSection}
              </p>
              <p className="text-sm text-muted">
                {attempt.startTime}–{attempt.endTime}
                {attempt.specialRequests ? ` · ${attempt.specialRequests}` : ''}
              </p>
              <div className="flex flex-wrap gap-2">
                <button type="button" onClick={() => setBooking(attempt)} className="button min-h-11 px-3 text-sm">
                  <CalendarPlus aria-hidden className="size-4" />
                  {DAY.createBooking}
                </button>
                <a href={links.whatsapp} target="_blank" rel="noreferrer" className={linkClass}>
                  <MessageCircle aria-hidden className="size-4" />
                  WhatsApp
                </a>
                <a href={links.phone} className={linkClass}>
                  <Phone aria-hidden className="size-4" />
                  {attempt.customerPhone}
                </a>
                <a href={links.email} className={linkClass}>
                  <Mail aria-hidden className="size-4" />
                  {DAY.email}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
      {booking && <QuickReservationDialog date={date} table={null} request={booking} onClose={() => setBooking(null)} />}
    </section>
  );
}
