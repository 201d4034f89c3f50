import { BellRing, Mail, MessageCircle } from 'lucide-react';
import { isStaffEmail, isStaffPhone } from '../../../../../shared/contact-keys';
import { formatLongDate } from '../../../../../shared/long-date';
import type { Reservation } from '../../../../../shared/types';
import { Dialog } from '../../../components/ui/Dialog';
import { useVenueName } from '../../../lib/venue';
import { DAY } from '../kit/day-copy';
import { whatsappHref } from '../kit/contact';
import { RowDialog } from './RowDialog';
import { useRemind } from './use-day-actions';

const clockOf = (iso: string) => new Date(iso).toLocaleString('es-ES', { timeZone: 'Europe/Madrid', weekday: 'short', hour: '2-digit', minute: '2-digit' });

/**
 * 'Recordar' on a row: the e-mail reminder now, for a booking with the diner's e-mail, or WhatsApp
 * opened with the reminder written, for a phoned one; either way the row then says it was reminded.
 */
export function RemindDialog({ reservation, busy }: { reservation: Reservation; busy: boolean }) {
  return (
    <RowDialog icon={BellRing} label={DAY.remind} busy={busy}>
      {(close) => <RemindChoices reservation={reservation} onClose={close} />}
    </RowDialog>
  );
}

function RemindChoices({ reservation, onClose }: { reservation: Reservation; onClose(): void }) {
  const venue = useVenueName() ?? '';
  const remind = useRemind();
  const hasEmail = !isStaffEmail(reservation.customerEmail);
  const hasPhone = !isStaffPhone(reservation.customerPhone);
  const text = DAY.whatsappReminder(reservation.customerName, venue, formatLongDate(reservation.date), reservation.startTime, reservation.partySize);
  const send = (channel: 'email' | 'whatsapp') => remind.mutate({ id: reservation.id, channel }, { onSuccess: onClose });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={DAY.remindTitle(reservation.customerName)}
      description={reservation.remindedAt && reservation.reminderChannel ? DAY.remindDone(reservation.reminderChannel, clockOf(reservation.remindedAt)) : undefined}
      footer={
        <button type="button" className="button button-secondary" onClick={onClose}>
          {DAY.discard}
        </button>
      }
    >
      <div className="grid gap-3">
        {hasEmail && (
          <button type="button" className="button min-h-12" disabled={remind.isPending} onClick={() => send('email')}>
            <Mail aria-hidden className="size-5" />
            {DAY.remindEmail}
          </button>
        )}
        {hasPhone && (
          <a
            href={whatsappHref(reservation.customerPhone, text)}
            target="_blank"
            rel="noopener noreferrer"
            className="button min-h-12 bg-emerald-700 hover:bg-emerald-800"
            onClick={() => send('whatsapp')}
          >
            <MessageCircle aria-hidden className="size-5" />
            {DAY.remindWhatsApp}
          </a>
        )}
        {!hasEmail && !hasPhone && <p className="text-ink">{DAY.remindNone}</p>}
      </div>
    </Dialog>
  );
}
