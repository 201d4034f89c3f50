import * as AlertDialog from '@radix-ui/react-alert-dialog';
import clsx from 'clsx';
import { CalendarX2, TriangleAlert } from 'lucide-react';
import type { Reservation } from '../../../../../shared/types';
import { cancelWording } from './cancel-wording';
import { COPY } from './copy';

interface CancelDialogProps {
  reservation: Reservation;
  pending: boolean;
  onConfirm(): void;
}

/**
 * The card's 'Cancelar' button and the confirmation it opens. Radix's alert dialog traps focus,
 * starts on the harmless 'No, mantenerla' and hands focus back to the button on close. While the
 * cancel is sent the button stays focusable (aria-disabled) so keyboard users keep their place.
 */
export function CancelDialog({ reservation, pending, onConfirm }: CancelDialogProps) {
  const wording = cancelWording(reservation);
  const Icon = wording.severe ? TriangleAlert : CalendarX2;
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        aria-disabled={pending}
        onClick={(event) => {
          // Radix skips opening when the click was prevented.
          if (pending) event.preventDefault();
        }}
        className="button button-secondary w-full text-red-700 ring-1 ring-stone-300 ring-inset hover:bg-red-50 hover:ring-red-300 sm:w-auto"
      >
        {pending ? COPY.cancelling : COPY.cancel}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/60 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl">
          <span aria-hidden className={clsx('grid size-12 place-items-center rounded-full', wording.severe ? 'bg-amber-100 text-amber-800' : 'bg-red-50 text-red-700')}>
            <Icon className="size-6" />
          </span>
          <AlertDialog.Title className="font-display text-2xl font-bold text-ink">{wording.title}</AlertDialog.Title>
          <AlertDialog.Description className="text-muted">{wording.description}</AlertDialog.Description>
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className="button button-secondary">{COPY.keep}</AlertDialog.Cancel>
            <AlertDialog.Action className="button bg-red-700 hover:bg-red-800" onClick={onConfirm}>
              {wording.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
