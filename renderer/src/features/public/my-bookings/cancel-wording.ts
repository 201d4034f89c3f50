/**
 * What the cancel confirmation says . A booking that covers several half-hour
 * slots gets stronger wording: the diner should know the whole evening goes, not one slot.
 */
import type { Reservation } from '../../../../../shared/types';
import { dayInSentence, partySizeLabel } from './reservation-labels';

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
  const slots = slotCount(reservation.times);
  const day = dayInSentence(date);
  if (slots > 1) {
    return {
      title: '¿Cancelar la reserva completa?',
      description:
        `Tu reserva ${confirmationNumber} ocupa ${slots} franjas horarias el ${day}, de ${startTime} a ${endTime}. ` +
        'Se cancelarán todas a la vez y tu mesa quedará libre para otros clientes. Esta acción no se puede deshacer.',
      confirmLabel: 'Sí, cancelar todas',
      severe: true,
    };
  }
  return {
    title: '¿Cancelar esta reserva?',
    description:
      `Vas a cancelar la reserva ${confirmationNumber} del ${day} a las ${startTime} para ${partySizeLabel(partySize)}. ` +
      'Esta acción no se puede deshacer.',
    confirmLabel: 'Sí, cancelar',
    severe: false,
  };
}
