import { PRIVACY_MESSAGES } from '../../shared/messages/privacy';

/** What a booking's or a request's personal fields become once their time is up or the diner asked. */
export const anonymised = (stamp: string) => ({
  customerName: PRIVACY_MESSAGES.anonymisedName,
  customerEmail: '',
  customerPhone: '',
  specialRequests: null,
  anonymisedAt: stamp,
});

/** A booking's, which also holds what the diner declared of the table's allergies (health data). */
export const anonymisedBooking = (stamp: string) => ({ ...anonymised(stamp), dinerAllergies: '[]', dinerAllergyNotes: null, dinerAllergiesAt: null });
