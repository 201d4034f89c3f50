import { PRIVACY_MESSAGES } from '../../shared/messages/privacy';

/** What a booking's or a request's personal fields become once their time is up or the diner asked. */
export const anonymised = (stamp: string) => ({
  customerName: PRIVACY_MESSAGES.anonymisedName,
  customerEmail: '',
  customerPhone: '',
  specialRequests: null,
  anonymisedAt: stamp,
});
