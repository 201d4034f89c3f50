import clsx from 'clsx';
import { Clock, MapPin, UserRound, Users, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Reservation } from '../../../../../shared/types';
import { bringIntoView } from '../site';
import { CancelDialog } from './CancelDialog';
import { COPY } from './copy';
import { isCancelled } from '../../../../../shared/reservation-status';
import { longDate, partySizeLabel, sectionOf, timeRange } from './reservation-labels';
import { StatusBadge } from './StatusBadge';
import { useCancelReservation } from './use-cancel-reservation';

function Detail({ Icon, term, children }: { Icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2.5">
      <Icon aria-hidden className="size-5 shrink-0 text-brand" />
      <dt className="sr-only">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface ReservationCardProps {
  reservation: Reservation;
  /** True when a tap asked for this booking: the card comes on screen and takes the focus, once. */
  reveal?: boolean;
  onRevealed?(): void;
}

export function ReservationCard({ reservation, reveal = false, onRevealed }: ReservationCardProps) {
  const cancel = useCancelReservation();
  const cancelled = isCancelled(reservation);
  const cardRef = useRef<HTMLElement>(null);
  const cancelledHere = cancel.isSuccess && cancelled;

  // The 'Cancelar' button that held focus is gone once the card reads 'Cancelada': keep keyboard
  // and screen-reader users on this card instead of dropping them at the top of the page.
  useEffect(() => {
    if (cancelledHere) cardRef.current?.focus();
  }, [cancelledHere]);

  // Asked for from a saved booking: scrolled to (gently, unless the diner asks for reduced motion)
  // and focused, so a screen reader reads the booking and Tab reaches its 'Cancelar' next.
  useEffect(() => {
    const card = cardRef.current;
    if (!reveal || !card) return;
    bringIntoView(card);
    card.focus({ preventScroll: true });
    onRevealed?.();
  }, [reveal, onRevealed]);

  return (
    <article
      ref={cardRef}
      tabIndex={-1}
      aria-label={`Reserva ${reservation.confirmationNumber}`}
      className={clsx('grid h-full content-start gap-4 rounded-2xl p-5 ring-1 sm:p-6', cancelled ? 'bg-stone-100/70 text-muted ring-stone-200' : 'bg-card text-ink shadow-sm ring-stone-200')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StatusBadge status={reservation.status} />
        <p className="font-mono text-sm font-semibold tracking-wide whitespace-nowrap text-muted">{reservation.confirmationNumber}</p>
      </div>
      <h3 className={clsx('font-display text-xl leading-snug font-bold', cancelled ? 'text-muted' : 'text-ink')}>{longDate(reservation.date)}</h3>
      <dl className="grid gap-2.5 text-base">
        <Detail Icon={Clock} term={COPY.details.time}>
          <span className="font-semibold tabular-nums">{timeRange(reservation)}</span>
        </Detail>
        <Detail Icon={UserRound} term={COPY.details.name}>
          {reservation.customerName}
        </Detail>
        <Detail Icon={MapPin} term={COPY.details.section}>
          {sectionOf(reservation)}
        </Detail>
        <Detail Icon={Users} term={COPY.details.partySize}>
          {partySizeLabel(reservation.partySize)}
        </Detail>
      </dl>
      {!cancelled && (
        <div className="border-t border-stone-200 pt-4 sm:flex sm:justify-end">
          <CancelDialog reservation={reservation} pending={cancel.isPending} onConfirm={() => cancel.mutate(reservation)} />
        </div>
      )}
    </article>
  );
}
