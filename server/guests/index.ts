/** The guest book: each diner's card, found by phone or e-mail, with their visits, notes and allergies. */
import type { Kernel } from '../kernel';
import type { Feature } from '../kernel/feature';
import { createGuestBook, type GuestBook } from './book';
import { guestEndpoints } from './endpoints';
import { createNoShowPolicy, type NoShowPolicyStore } from './no-show-policy';
import { createGuestProfiles, type GuestProfiles } from './profiles';

export type { GuestBook } from './book';
export type { GuestProfiles } from './profiles';
export type { NoShowPolicyStore } from './no-show-policy';
export { createGuestBook, forgetGuestsWithoutData } from './book';

export function guestsFeature({ db, clock }: Kernel): Feature<{ guestBook: GuestBook; guestProfiles: GuestProfiles; noShowPolicy: NoShowPolicyStore }> {
  const guestBook = createGuestBook(db, clock);
  const guestProfiles = createGuestProfiles(db, clock);
  const noShowPolicy = createNoShowPolicy(db);
  return { name: 'guests', provides: { guestBook, guestProfiles, noShowPolicy }, handlers: { guests: guestEndpoints({ guestProfiles, noShowPolicy }) } };
}
