/**
 * What the cancel confirmation says: the booking in the diner's words (number, day, from and to,
 * party), never slots. A booking that covers several half hours gets the specification's stronger
 * wording, "Se cancelará la reserva completa", so nobody thinks only part of the evening goes.
 */
import type { Reservation } from '../../../../../shared/types';
import { formatDayInSentence } from '../../../../../shared/long-date';
import { partySizeLabel } from './reservation-labels';

/** How many slots `times` lists; unreadable or missing text counts as a single slot. */
export function slotCount(times: string | null): number {
  if (!times) return 1;
  try {
    const parsed: unknown = JSON.parse(times);
    return Array.isArray(parsed) ? Math.max(parsed.length, 1) : 1;
  } catch {
    return 1;
  }
}

export interface CancelWording {
  title: string;
  description: string;
  confirmLabel: string;
  /** Several slots: the dialog shows a warning mark as well. */
  severe: boolean;
}

type Cancellable = Pick<Reservation, 'confirmationNumber' | 'date' | 'startTime' | 'endTime' | 'times' | 'partySize'>;

export function cancelWording(reservation: Cancellable): CancelWording {
  const { confirmationNumber, date, startTime, endTime, partySize } = reservation;
  const booking = `Vas a cancelar la reserva ${confirmationNumber} del ${formatDayInSentence(date)}, de ${startTime} a ${endTime}, para ${partySizeLabel(partySize)}.`;
  const final = 'Esta acción no se puede deshacer.';
  if (slotCount(reservation.times) > 1) {
    return {
      title: '¿Cancelar la reserva completa?',
      description: `${booking} Se cancelará la reserva completa y tu mesa quedará libre para otros clientes. ${final}`,
      confirmLabel: 'Sí, cancelar la reserva',
      severe: true,
    };
  }
  return { title: '¿Cancelar esta reserva?', description: `${booking} ${final}`, confirmLabel: 'Sí, cancelar', severe: false };
}
