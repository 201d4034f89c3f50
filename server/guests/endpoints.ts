import type { guestsContract } from '../../shared/api/guests';
import type { Handlers } from '../api/endpoints';
import type { GuestProfiles } from './profiles';

/** 'Clientes': search the guest book, read a guest's profile, and keep notes, allergies and tags on it. */
export function guestEndpoints({ guestProfiles }: { guestProfiles: GuestProfiles }): Handlers<typeof guestsContract> {
  return {
    list: ({ query }) => guestProfiles.search(query.q),
    profile: ({ params }) => guestProfiles.profile(params.id),
    update: ({ params, body }) => guestProfiles.update(params.id, body),
  };
}
