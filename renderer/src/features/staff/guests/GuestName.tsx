import type { GuestSummary } from '../../../../../shared/types';
import { GUESTS } from './copy';
import { GuestProfileButton } from './GuestProfileButton';

/** A booking's name that opens its guest's profile; plain text for a booking without the diner's contact. */
export function GuestName({ name, guest }: { name: string; guest: GuestSummary | null }) {
  if (!guest) return <>{name}</>;
  return (
    <GuestProfileButton
      guestId={guest.id}
      title={GUESTS.openProfile}
      className="inline-flex min-h-6 items-center text-left underline decoration-stone-400 decoration-dotted underline-offset-4 hover:text-brand hover:decoration-brand"
    >
      {name}
    </GuestProfileButton>
  );
}
