import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Mail, MessageCircle, Phone, X } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ReservationAttempt } from '../../../../../shared/types';
import { QuickReservationDialog } from '../floor';
import { DAY } from '../kit/day-copy';
import { useFocusBack } from '../kit/use-focus-back';
import { contactLinks } from './contact-links';
import { DeclineRequestDialog } from './DeclineRequestDialog';
import { requestsQuery } from '../kit/staff-queries';

const linkClass = 'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand ring-1 ring-stone-300 hover:bg-brand-soft';

/** VIP and large-group requests for the day still to answer, each one tap away from a reply, a booking or 'Rechazar'. */
export function AttemptsList({ date }: { date: string }) {
  const attempts = useQuery(requestsQuery(date));
  const [booking, setBooking] = useState<ReservationAttempt | null>(null);
  const [declining, setDeclining] = useState<ReservationAttempt | null>(null);
  // Once staff decline a request here, the heading stays (saying none are left) to take the focus back.
  const [declinedOn, setDeclinedOn] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusBack(declining !== null, heading);
  const open = attempts.data ?? [];
  if (open.length === 0 && declinedOn !== date) return null;
  return (
    <section aria-labelledby="solicitudes-titulo" className="grid gap-2">
      <h3 id="solicitudes-titulo" ref={heading} tabIndex={-1} className="flex items-baseline gap-2 font-display text-lg font-bold text-ink">
        {DAY.attemptsTitle}
        <span className="font-sans text-sm font-medium text-muted">({open.length})</span>
      </h3>
      {open.length === 0 && <p className="text-sm text-muted">{DAY.decline.none}</p>}
      <ul className="grid gap-2 empty:hidden md:grid-cols-2">
        {open.map((attempt) => {
          const links = contactLinks(attempt);
          return (
            <li key={attempt.id} aria-label={attempt.customerName} className="grid gap-2 rounded-xl bg-white p-4 ring-1 ring-amber-300">
              {/* 'Rechazar' apart from the replies, so the replies keep one line at the front desk. */}
              <div className="flex items-start justify-between gap-2">
                <p className="self-center font-semibold text-ink">
                  {attempt.customerName} · {DAY.people(attempt.partySize)} · {attempt.preferredSection}
                </p>
                <button type="button" onClick={() => setDeclining(attempt)} className="button button-secondary min-h-11 shrink-0 px-3 text-sm text-red-700">
                  <X aria-hidden className="size-4" />
                  {DAY.decline.action}
                </button>
              </div>
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
      {declining && <DeclineRequestDialog request={declining} onDeclined={() => setDeclinedOn(date)} onClose={() => setDeclining(null)} />}
    </section>
  );
}
