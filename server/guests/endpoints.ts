import type { guestsContract } from '../../shared/api/guests';
import type { Handlers } from '../api/endpoints';
import type { NoShowPolicyStore } from './no-show-policy';
import type { GuestProfiles } from './profiles';

/** 'Clientes': search the guest book, read a guest's profile, and keep notes, allergies and tags on it; what happens to guests who miss bookings. */
export function guestEndpoints({ guestProfiles, noShowPolicy }: { guestProfiles: GuestProfiles; noShowPolicy: NoShowPolicyStore }): Handlers<typeof guestsContract> {
  return {
    list: ({ query }) => guestProfiles.search(query.q),
    profile: ({ params }) => guestProfiles.profile(params.id),
    update: ({ params, body }) => guestProfiles.update(params.id, body),
    noShowPolicy: () => noShowPolicy.read(),
    saveNoShowPolicy: ({ body }) => noShowPolicy.write(body),
  };
}
