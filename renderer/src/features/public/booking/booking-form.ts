/**
 * The booking form's values and the requests built from them (POST /api/reservations
 * and POST /api/reservation-attempt). Selects hold text, so the party size is an option value
 * such as '2' or '7+' until it is sent.
 */
import { endDateFor } from '../../../../../shared/schedule';
import { DEFAULT_PARTY_SIZE, DEFAULT_SECTION, PARTY_SIZE_MAX } from '../../../../../shared/sections';
import type { Reservation } from '../../../../../shared/types';

export interface BookingFormValues {
  /** YYYY-MM-DD, empty until a day is picked. */
  date: string;
  preferredSection: string;
  /** A value of partySizeOptions(section): '1' … '15', '7+' or '11+'. */
  partySize: string;
  /** How many they are when the party is '7+' or '11+' (up to 20), asked before the contact dialog; '' otherwise. */
  groupSize: string;
  startTime: string;
  endTime: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  specialRequests: string;
  privacyAccepted: boolean;
}

export const DEFAULT_PARTY_OPTION = String(DEFAULT_PARTY_SIZE);

/** An untouched form; its keys run in the form's order, which decides where the focus goes on errors. */
export const EMPTY_BOOKING: BookingFormValues = {
  date: '',
  preferredSection: DEFAULT_SECTION,
  partySize: DEFAULT_PARTY_OPTION,
  groupSize: '',
  startTime: '',
  endTime: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  specialRequests: '',
  privacyAccepted: false,
};

/** '7+' and '11+' mean "that many or more": the request carries the number itself. */
export function partySizeNumber(option: string): number {
  return Number.parseInt(option, 10);
}

/** '7+' or '11+': a group larger than the form books online, which then says how many it is. */
export const isOpenEnded = (option: string): boolean => option.endsWith('+');

/** What 'Cuántas personas sois' offers after '7+': 7 to 20. */
export function groupSizeChoices(option: string): number[] {
  const first = partySizeNumber(option);
  return Array.from({ length: Math.max(0, PARTY_SIZE_MAX - first + 1) }, (_, index) => first + index);
}

/** The party the request carries: the group's own number once given, else the option's. */
export const partyOf = ({ partySize, groupSize }: Pick<BookingFormValues, 'partySize' | 'groupSize'>): number => (isOpenEnded(partySize) && groupSize ? Number(groupSize) : partySizeNumber(partySize));

export type ReservationRequest = Pick<Reservation, 'customerName' | 'customerEmail' | 'customerPhone' | 'date' | 'endDate' | 'startTime' | 'endTime' | 'time' | 'preferredSection' | 'partySize'> & {
  /** The server chooses the table for diners. */
  tableId: null;
  specialRequests: string;
  privacyAccepted: boolean;
};

export function toReservationRequest(values: BookingFormValues): ReservationRequest {
  const { date, startTime, endTime } = values;
  return {
    customerName: values.customerName,
    customerEmail: values.customerEmail,
    customerPhone: values.customerPhone,
    date,
    endDate: date && startTime && endTime ? endDateFor(date, startTime, endTime) : null,
    startTime,
    endTime,
    time: startTime,
    tableId: null,
    preferredSection: values.preferredSection,
    partySize: partyOf(values),
    specialRequests: values.specialRequests,
    privacyAccepted: values.privacyAccepted,
  };
}

export type AttemptRequest = Pick<ReservationRequest, 'customerName' | 'customerEmail' | 'customerPhone' | 'date' | 'startTime' | 'endTime' | 'partySize' | 'preferredSection' | 'specialRequests'>;

/** What staff need to call back a VIP or large-group diner: the request without the booking mechanics. */
export function toAttemptRequest(request: ReservationRequest): AttemptRequest {
  const { customerName, customerEmail, customerPhone, date, startTime, endTime, partySize, preferredSection, specialRequests } = request;
  return { customerName, customerEmail, customerPhone, date, startTime, endTime, partySize, preferredSection, specialRequests };
}

export function peopleLabel(partySize: number): string {
  return `${partySize} ${partySize === 1 ? 'persona' : 'personas'}`;
}
