import { CalendarPlus, Copy, Share2 } from 'lucide-react';
import { useState } from 'react';
import type { Reservation } from '../../../../../shared/types';
import { useVenue } from '../../../lib/venue';
import { calendarHref, shareText } from './keep-booking';

const action = 'button button-secondary min-h-11 flex-1 justify-center px-3 text-sm';

/** Copies text where the Clipboard API is missing (an address without https): a hidden field and the old copy command. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}

/**
 * Ways not to lose the booking once the dialog is closed: the calendar file the e-mail carries, the
 * booking copied as text, and the phone's own share sheet where there is one.
 */
export function KeepBooking({ reservation }: { reservation: Reservation }) {
  const venue = useVenue();
  const [said, setSaid] = useState('');
  const text = shareText(reservation, venue.name, window.location.origin);
  const canShare = typeof navigator.share === 'function';

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <a href={calendarHref(reservation)} download className={action}>
          <CalendarPlus aria-hidden className="size-4" />
          Añadir al calendario
        </a>
        <button
          type="button"
          className={action}
          onClick={() => void copyText(text).then((copied) => setSaid(copied ? 'Reserva copiada: pégala donde quieras guardarla.' : 'No se pudo copiar. Apunta el número de confirmación.'))}
        >
          <Copy aria-hidden className="size-4" />
          Copiar
        </button>
        {canShare && (
          <button
            type="button"
            className={action}
            // A closed share sheet rejects: nothing to say.
            onClick={() => void navigator.share({ title: `Reserva en ${venue.name}`, text }).catch(() => undefined)}
          >
            <Share2 aria-hidden className="size-4" />
            Compartir
          </button>
        )}
      </div>
      <p role="status" className="text-sm text-muted empty:hidden">
        {said}
      </p>
    </div>
  );
}
