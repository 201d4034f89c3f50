import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ROW_ACTION_TEXT, ROW_BUTTON } from '../kit/day-copy';

interface RowDialogProps {
  icon: LucideIcon;
  label: string;
  busy: boolean;
  /** The dialog, mounted only while open so it starts from the booking as it is now. */
  children(close: () => void): ReactNode;
}

/** A row action that opens a form dialog: its button, and the dialog while it is open. */
export function RowDialog({ icon: Icon, label, busy, children }: RowDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" disabled={busy} onClick={() => setOpen(true)} title={label} className={`button button-secondary px-3 ${ROW_BUTTON}`}>
        <Icon aria-hidden className="size-4" />
        <span className={ROW_ACTION_TEXT}>{label}</span>
      </button>
      {open && children(() => setOpen(false))}
    </>
  );
}
