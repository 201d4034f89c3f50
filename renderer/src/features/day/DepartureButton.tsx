import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { DoorOpen } from 'lucide-react';
import type { Reservation } from '../../../../shared/types';
import { DAY } from './copy';

/** 'Ido', and the question it asks before the party leaves the day's lists. */
export function DepartureButton({ reservation, busy, onConfirm }: { reservation: Reservation; busy: boolean; onConfirm(): void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger disabled={busy} className="button button-secondary min-h-11 px-4 text-sm">
        <DoorOpen aria-hidden className="size-4" />
        {DAY.left}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="font-display text-xl font-bold text-ink">{DAY.confirmLeft(reservation.customerName)}</AlertDialog.Title>
          <AlertDialog.Description className="text-muted">{DAY.confirmLeftDetail}</AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className="button button-secondary">{DAY.cancel}</AlertDialog.Cancel>
            <AlertDialog.Action className="button" onClick={onConfirm}>
              {DAY.confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
