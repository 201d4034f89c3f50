/**
 * The bookings a saved date leaves outside its hours: whom to call (the one-tap links the VIP requests
 * use), and 'Cancelar y avisar', which cancels them and writes to each diner with the owner's note.
 */
import type { ReactNode } from 'react';
import type { Reservation } from '../../../../../../shared/api/dto';
import { apiRoutes } from '../../../../../../shared/api/routes';
import { isStaffEmail, isStaffPhone } from '../../../../../../shared/contact-keys';
import { call } from '../../../../lib/api';
import { contactLinks } from '../../day';
import { ConfirmButton } from '../../kit/ConfirmButton';
import { SETTINGS } from '../copy';
import { useCalendarChange } from '../../kit/use-calendar-change';

const C = SETTINGS.calendar;

function Contact({ booking }: { booking: Reservation }) {
  const links = contactLinks(booking);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="text-ink">
        {booking.customerName} · {booking.startTime}–{booking.endTime} · {C.party(booking.partySize)}
      </span>
      {!isStaffPhone(booking.customerPhone) && (
        <>
          <a className="min-h-11 content-center text-brand underline" href={links.phone}>
            {booking.customerPhone}
          </a>
          <a className="min-h-11 content-center text-brand underline" href={links.whatsapp} target="_blank" rel="noreferrer">
            WhatsApp
          </a>
        </>
      )}
      {!isStaffEmail(booking.customerEmail) && (
        <a className="min-h-11 content-center text-brand underline" href={links.email}>
          {booking.customerEmail}
        </a>
      )}
    </li>
  );
}

/** Bookings with the links to reach each diner, under a line that says why. */
function ContactList({ title, bookings, className, children }: { title: string; bookings: Reservation[]; className: string; children?: ReactNode }) {
  return (
    <div role="status" className={`grid gap-2 rounded-lg p-3 ring-1 ${className}`}>
      <p className="font-semibold text-ink">{title}</p>
      <ul className="grid gap-1">
        {bookings.map((booking) => (
          <Contact key={booking.id} booking={booking} />
        ))}
      </ul>
      {children}
    </div>
  );
}

interface AffectedBookingsProps {
  date: string;
  bookings: Reservation[];
  note: string;
  /** After 'Cancelar y avisar': the diners no e-mail reached, still to call. */
  onCancelled(toCall: Reservation[]): void;
}

export function AffectedBookings({ date, bookings, note, onCancelled }: AffectedBookingsProps) {
  const cancel = useCalendarChange(
    () => call(apiRoutes.calendar.cancelAffected, { params: { date }, body: { ids: bookings.map((booking) => booking.id), note } }),
    (answer) => {
      onCancelled(answer.cancelled.filter((booking) => !answer.notified.includes(booking.id)));
      return C.cancelledAndTold(answer.cancelled.length, answer.notified.length);
    },
  );
  if (bookings.length === 0) return null;
  return (
    <ContactList title={C.affected(bookings.length)} bookings={bookings} className="bg-amber-50 ring-amber-300">
      <div className="justify-self-start">
        <ConfirmButton
          label={C.cancelAndTell}
          question={C.cancelAndTellQuestion(bookings.length)}
          detail={C.cancelAndTellDetail(note)}
          confirmLabel={C.cancelAndTell}
          busy={cancel.isPending}
          danger
          onConfirm={() => cancel.mutate()}
        />
      </div>
    </ContactList>
  );
}

/** The cancelled diners no e-mail reached: the owner calls them. */
export function StillToCall({ bookings }: { bookings: Reservation[] }) {
  if (bookings.length === 0) return null;
  return <ContactList title={C.stillToCall(bookings.length)} bookings={bookings} className="bg-stone-50 ring-stone-300" />;
}
