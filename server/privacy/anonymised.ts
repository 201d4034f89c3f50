import { MESSAGES } from '../../shared/messages';

/** What a booking's or a request's personal fields become once their time is up or the diner asked. */
export const anonymised = (stamp: string) => ({
  customerName: MESSAGES.privacy.anonymisedName,
  customerEmail: '',
  customerPhone: '',
  specialRequests: null,
  anonymisedAt: stamp,
});
