import * as AlertDialog from '@radix-ui/react-alert-dialog';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { DAY } from './day-copy';

interface ConfirmButtonProps {
  label: ReactNode;
  /** The question the dialog asks; it also names the dialog. */
  question: string;
  detail: string;
  confirmLabel: string;
  busy: boolean;
  danger?: boolean;
  /** Shown on hover when the label is an icon alone. */
  tooltip?: string;
  onConfirm(): void;
}

/** A row action that asks first: focus starts on the harmless answer and returns to the button. */
export function ConfirmButton({ label, question, detail, confirmLabel, busy, danger = false, tooltip, onConfirm }: ConfirmButtonProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger disabled={busy} title={tooltip} className={clsx('button button-secondary min-h-11 px-3 text-sm', danger && 'text-red-700')}>
        {label}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl bg-white p-6 shadow-2xl">
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
    </AlertDialog.Root>
  );
}
