import { AlertTriangle, NotebookPen } from 'lucide-react';
import type { GuestSummary } from '../../../../../shared/types';
import { allergiesOf, GUEST_WORDS } from '../kit/guest-words';
import { GUESTS } from './copy';
import { GuestProfileButton } from './GuestProfileButton';

/**
 * In a booking's edit dialog: what the guest book says staff must not miss (allergies, notes) and
 * the way to the whole profile.
 */
export function GuestNotes({ guest }: { guest: GuestSummary | null }) {
  if (!guest) return null;
  const allergies = allergiesOf(guest);
  return (
    <div className="grid gap-1 rounded-xl bg-stone-50 p-3 text-sm ring-1 ring-stone-200 sm:col-span-2">
      {allergies.length > 0 && (
        <p className="flex items-start gap-1.5 font-semibold text-red-800">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {`${GUEST_WORDS.allergies} ${allergies.join(', ')}`}
        </p>
      )}
      {guest.notes && <p className="text-ink italic">{guest.notes}</p>}
      <GuestProfileButton guestId={guest.id} className="inline-flex min-h-10 w-fit items-center gap-1.5 font-semibold text-brand hover:underline">
        <NotebookPen aria-hidden className="size-4" />
        {GUESTS.openProfile}
      </GuestProfileButton>
    </div>
  );
}
