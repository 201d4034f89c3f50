import { useState } from 'react';
import type { GuestSummary } from '../../../../../shared/types';
import { GUESTS } from '../guests/copy';
import { GuestProfileDialog } from '../guests/GuestProfileDialog';

/** A booking's name that opens its guest's profile; plain text for a booking without the diner's contact. */
export function GuestName({ name, guest }: { name: string; guest: GuestSummary | null }) {
  const [open, setOpen] = useState(false);
  if (!guest) return <>{name}</>;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        title={GUESTS.openProfile}
        onClick={() => setOpen(true)}
        className="inline-flex min-h-6 items-center text-left underline decoration-stone-400 decoration-dotted underline-offset-4 hover:text-brand hover:decoration-brand"
      >
        {name}
      </button>
      {open && <GuestProfileDialog guestId={guest.id} onClose={() => setOpen(false)} />}
    </>
  );
}
