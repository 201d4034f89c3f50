import clsx from 'clsx';
import { CalendarCheck } from 'lucide-react';
import type { DayReservation } from '../../../../../shared/types';
import { DAY, ROW_ACTION_TEXT, ROW_BUTTON } from '../kit/day-copy';
import { useConfirmPending } from './use-day-actions';

/** 'Confirmar' on a booking that arrived as 'Pendiente': one tap, and the diner gets the confirmation. Its icon beside the 'Pendiente' badge, its words in the tooltip, so the row stays one line. */
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
      <span className={ROW_ACTION_TEXT}>{DAY.confirmPending}</span>
    </button>
  );
}
