import { useQuery } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { apiRoutes } from '../../../../../shared/api/routes';
import { isStaffEmail, isStaffPhone, phoneKey } from '../../../../../shared/contact-keys';
import type { GuestListItem } from '../../../../../shared/types';
import { call } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { GUEST_WORDS } from './guest-words';
import { STAFF_CACHE } from './staff-queries';

/** A whole Spanish number: nine digits, however written. */
const PHONE_DIGITS = 9;

/** The guest the guest book holds for a phone, once the phone is whole; null when none. */
export function useKnownGuest(phone: string): GuestListItem | null {
  const key = phoneKey(phone);
  const whole = key.length === PHONE_DIGITS && !isStaffPhone(phone);
  const found = useQuery({
    ...STAFF_CACHE,
    queryKey: queryKeys.guests.of(key),
    queryFn: () => call(apiRoutes.guests.list, { query: { q: key } }),
    enabled: whole,
  });
  return (whole && found.data?.find((guest) => guest.phone === key)) || null;
}

/** A dialog's values with the guest's name, and their e-mail where the booking has none of the diner's. */
export function withGuest<Values extends { customerName: string; customerEmail: string }>(values: Values, guest: GuestListItem): Values {
  const noEmail = !values.customerEmail.trim() || isStaffEmail(values.customerEmail);
  return { ...values, customerName: guest.name, customerEmail: noEmail && guest.email ? guest.email : values.customerEmail };
}

/**
 * Under a dialog's phone field: the guest that phone belongs to, with what the guest book knows,
 * and one tap to take their name (and e-mail) into the booking.
 */
export function KnownGuest({ guest, name, onUse }: { guest: GuestListItem | null; name: string; onUse(guest: GuestListItem): void }) {
  if (!guest || guest.name === name) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 rounded-xl bg-sky-50 p-3 text-sm text-ink ring-1 ring-sky-200 sm:col-span-2">
      <UserCheck aria-hidden className="size-4 text-sky-800" />
      <span>
        {GUEST_WORDS.known(guest.name, guest.visits)}
        {guest.noShows > 0 && ` · ${GUEST_WORDS.noShows(guest.noShows)}`}
        {guest.tags.length > 0 && ` · ${guest.tags.join(', ')}`}
      </span>
      <button type="button" className="button button-secondary ml-auto min-h-10 px-3 text-sm" onClick={() => onUse(guest)}>
        {GUEST_WORDS.fillFrom(guest.name)}
      </button>
    </div>
  );
}
