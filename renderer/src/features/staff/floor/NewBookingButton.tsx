import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useAltShortcut } from '../../../lib/use-alt-shortcut';
import { DAY } from '../kit/day-copy';
import { QuickReservationDialog } from './QuickReservationDialog';

/** 'Nueva reserva' (and Alt+N) for a phoned booking: the staff dialog with a zone, the time, the party and the free tables. */
export function NewBookingButton({ date }: { date: string }) {
  const [creating, setCreating] = useState(false);
  useAltShortcut('KeyN', () => setCreating(true));
  return (
    <>
      <button type="button" onClick={() => setCreating(true)} className="button px-4" aria-keyshortcuts="Alt+N">
        <Plus aria-hidden className="size-4" />
        {DAY.newBooking}
      </button>
      {creating && <QuickReservationDialog date={date} table={null} onClose={() => setCreating(false)} />}
    </>
  );
}
