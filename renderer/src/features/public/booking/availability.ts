/**
 * The live availability banner: which request it makes, and which of its
 * states the form is in.
 */
import { contactReason, type ContactReason } from '../../../../../shared/sections';
import type { RangeAvailability } from '../../../../../shared/types';
import { failureDetail } from '../../../lib/failure-messages';
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

/**
 * The banner's words for a failed check: the server's own reason for a request it refused (a date past
 * the 30 days says until when the web books and how to call), else the specification's.
 */
const failedCheckText = (error: unknown): string => failureDetail(error) ?? AVAILABILITY_TEXT.failed;

/** A start or zone with a table where the one asked has none, as the availability answer lists them. */
type Alternative = RangeAvailability['alternatives'][number];

/** What the banner offers instead of a full slot: other starts in the zone asked, other zones at the start asked. */
export interface NoTableChoices {
  times: string[];
  zones: string[];
}

export function noTableChoices(alternatives: readonly Alternative[], asked: Pick<AvailabilityChoice, 'startTime' | 'preferredSection'>): NoTableChoices {
  return {
    times: alternatives.filter((one) => one.preferredSection === asked.preferredSection && one.startTime !== asked.startTime).map((one) => one.startTime),
    zones: alternatives.filter((one) => one.startTime === asked.startTime && one.preferredSection !== asked.preferredSection).map((one) => one.preferredSection),
  };
}

/** The banner's state: the status, the words of a failed check, and a full slot's other starts and zones. */
export interface Availability {
  status: AvailabilityStatus;
  /** Set only for a failed check. */
  failure: string | undefined;
  /** Empty unless the slot is full. */
  choices: NoTableChoices;
}

const NO_CHOICES: NoTableChoices = { times: [], zones: [] };

interface Answered extends CheckState {
  error: unknown;
}

export function availabilityOf(choice: AvailabilityChoice, check: Answered): Availability {
  const status = availabilityStatus(choice, check);
  return {
    status,
    failure: status === 'failed' ? failedCheckText(check.error) : undefined,
    choices: status === 'unavailable' && check.data ? noTableChoices(check.data.alternatives, choice) : NO_CHOICES,
  };
}
