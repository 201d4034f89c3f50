/**
 * The live availability banner: which request it makes, and which of its
 * states the form is in.
 */
import { contactReason, type ContactReason } from '../../../../../shared/sections';
import type { RangeAvailability } from '../../../../../shared/types';
import { partySizeNumber, type BookingFormValues } from './booking-form';

export const AVAILABILITY_TEXT = {
  checking: 'Verificando disponibilidad...',
  available: '¡Disponible!',
  unavailable: 'Sin disponibilidad',
  failed: 'Failed to check availability',
} as const;

export type AvailabilityChoice = Pick<BookingFormValues, 'date' | 'startTime' | 'endTime' | 'preferredSection' | 'partySize'>;

/**
 * The range asked of GET /api/tables/range/{date}/{start}/{end}?partySize&preferredSection, or null
 * when the check must not run: something is still unchosen, or the request goes to contact (VIP,
 * large group).
 */
export function availabilityRequest(choice: AvailabilityChoice) {
  const { date, startTime, endTime, preferredSection, partySize } = choice;
  if (!date || !startTime || !endTime || !preferredSection || !partySize) return null;
  const people = partySizeNumber(partySize);
  if (contactReason(preferredSection, people) !== null) return null;
  return { params: { date, startTime, endTime }, query: { partySize: people, preferredSection } };
}

/** What the banner says: the contact route, nothing yet, or the check's progress and answer. */
export type AvailabilityStatus = ContactReason | 'incomplete' | 'checking' | 'available' | 'unavailable' | 'failed';

interface CheckState {
  isError: boolean;
  data: RangeAvailability | undefined;
}

export function availabilityStatus(choice: AvailabilityChoice, check: CheckState): AvailabilityStatus {
  const reason = contactReason(choice.preferredSection, partySizeNumber(choice.partySize));
  if (reason) return reason;
  if (availabilityRequest(choice) === null) return 'incomplete';
  if (check.isError) return 'failed';
  if (!check.data) return 'checking';
  // Joined tables the owner offers online seat a party no single table does.
  return check.data.availableTables.length > 0 || check.data.combinations.length > 0 ? 'available' : 'unavailable';
}
