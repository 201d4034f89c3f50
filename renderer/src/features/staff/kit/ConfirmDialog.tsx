import * as AlertDialog from '@radix-ui/react-alert-dialog';
import clsx from 'clsx';
import { DAY } from './day-copy';

export interface ConfirmQuestion {
  /** The question the dialog asks; it also names the dialog. */
  question: string;
  detail: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm(): void;
  /** Where the focus goes when the dialog closes, when it has no button that opened it. */
  returnFocus?: () => HTMLElement | null;
}

/** The question, its detail and the two answers; focus starts on the harmless one ('No'). */
export function ConfirmContent({ question, detail, confirmLabel, danger = false, onConfirm, returnFocus }: ConfirmQuestion) {
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/60" />
      <AlertDialog.Content
        onCloseAutoFocus={(event) => {
          const target = returnFocus?.();
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
        className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl bg-white p-6 shadow-2xl"
      >
        <AlertDialog.Title className="font-display text-xl font-bold text-ink">{question}</AlertDialog.Title>
        <AlertDialog.Description className="text-muted">{detail}</AlertDialog.Description>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialog.Cancel className="button button-secondary">{DAY.cancel}</AlertDialog.Cancel>
          <AlertDialog.Action className={clsx('button', danger && 'bg-red-700 hover:bg-red-800')} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialog.Action>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}

/** A question asked by the screen, not by a button: a drop that needs a yes first. */
export function ConfirmDialog({ onClose, ...question }: ConfirmQuestion & { onClose(): void }) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <ConfirmContent {...question} />
    </AlertDialog.Root>
  );
}
