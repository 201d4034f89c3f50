import clsx from 'clsx';
import { CalendarCheck } from 'lucide-react';
import type { DayReservation } from '../../../../../shared/types';
import { DAY, ROW_BUTTON } from '../kit/day-copy';
import { useConfirmPending } from './use-day-actions';

/** 'Confirmar' on a booking that arrived as 'Pendiente': one tap, and the diner gets the confirmation. */
export function ConfirmPendingButton({ reservation }: { reservation: DayReservation }) {
  const confirm = useConfirmPending();
  return (
    <button
      type="button"
      disabled={confirm.isPending}
      title={DAY.confirmPendingTitle(reservation.customerName)}
      className={clsx('button px-3', ROW_BUTTON)}
      onClick={() => confirm.mutate({ id: reservation.id })}
    >
      <CalendarCheck aria-hidden className="size-4" />
      {DAY.confirmPending}
    </button>
  );
}
