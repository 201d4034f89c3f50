import * as AlertDialog from '@radix-ui/react-alert-dialog';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ConfirmContent, type ConfirmQuestion } from './ConfirmDialog';

interface ConfirmButtonProps extends ConfirmQuestion {
  label: ReactNode;
  busy: boolean;
  /** Shown on hover when the label is an icon alone. */
  tooltip?: string;
  /** Added to the button's look (a compact row's height). */
  className?: string;
}

/** A row action that asks first: focus starts on the harmless answer and returns to the button. */
export function ConfirmButton({ label, busy, tooltip, className, ...question }: ConfirmButtonProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger disabled={busy} title={tooltip} className={clsx('button button-secondary min-h-11 px-3 text-sm', question.danger && 'text-red-700', className)}>
        {label}
      </AlertDialog.Trigger>
      <ConfirmContent {...question} />
    </AlertDialog.Root>
  );
}
