import { useState, type ReactNode } from 'react';
import { GuestProfileDialog } from './GuestProfileDialog';

/** A button that opens a guest's profile over the screen it sits in. */
export function GuestProfileButton({ guestId, title, className, children }: { guestId: number; title?: string; className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" title={title} onClick={() => setOpen(true)} className={className}>
        {children}
      </button>
      {open && <GuestProfileDialog guestId={guestId} onClose={() => setOpen(false)} />}
    </>
  );
}
