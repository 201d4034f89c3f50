import { reconfirmState } from '../../../../../shared/reconfirm';
import type { DayReservation } from '../../../../../shared/types';
import { reconfirmText } from '../kit/reconfirm-words';

/** Under a party's name on the sheet: 'Sin confirmar', or until when it may still confirm; nothing for the others. */
export function ReconfirmNote({ booking, now }: { booking: DayReservation; now: Date }) {
  const state = reconfirmState(booking, now);
  if (!state || !booking.reconfirmBy) return null;
  return <span className={state === 'unconfirmed' ? 'block text-xs font-bold whitespace-nowrap' : 'block text-xs font-normal'}>{reconfirmText(state, booking.reconfirmBy)}</span>;
}
