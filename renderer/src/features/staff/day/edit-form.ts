/** The edit form's values and their checks, with the product's messages. */
import { z } from 'zod';
import { BOOKING_MESSAGES } from '../../../../../shared/messages/booking';

export interface EditValues {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  date: string;
  startTime: string;
  endTime: string;
  preferredSection: string;
  partySize: number;
  tableId: number | null;
  specialRequests: string;
}

export const EDIT_MESSAGES = {
  name: 'Nombre requerido',
  phone: 'Teléfono requerido',
  date: 'Fecha requerida',
} as const;

const email = z.email();

/** The first problem of each field; both times missing is one message, as on the booking form. */
export function editErrors(values: EditValues): Partial<Record<keyof EditValues | 'times', string>> {
  const errors: Partial<Record<keyof EditValues | 'times', string>> = {};
  if (!values.customerName.trim()) errors.customerName = EDIT_MESSAGES.name;
  if (!email.safeParse(values.customerEmail.trim()).success) errors.customerEmail = BOOKING_MESSAGES.email;
  if (!values.customerPhone.trim()) errors.customerPhone = EDIT_MESSAGES.phone;
  if (!values.date) errors.date = EDIT_MESSAGES.date;
  if (!values.preferredSection) errors.preferredSection = BOOKING_MESSAGES.section;
  if (!values.startTime && !values.endTime) errors.times = BOOKING_MESSAGES.missingTimes;
  else if (!values.startTime) errors.startTime = BOOKING_MESSAGES.startRequired;
  else if (!values.endTime) errors.endTime = BOOKING_MESSAGES.endRequired;
  return errors;
}
