import { CalendarCheck, ChevronRight } from 'lucide-react';
import type { MouseEvent } from 'react';
import { formatDayInSentence } from '../../../../../shared/long-date';
import { HOME_SECTIONS } from '../../../../../shared/routes';
import { COPY } from './copy';
import { requestOpen } from './open-request';
import { useBookingAhead } from './use-booking-ahead';

/**
 * A slim strip for a diner with a booking ahead made on this device: its day and time, and a tap
 * opens it in 'Mis reservas' (the panel then brings it on screen). Drawn only once the page is
 * taken over, in room the hero keeps free above its text, so nothing the server drew moves.
 */
export function BookingAheadBanner() {
  const ahead = useBookingAhead();
  if (!ahead) return null;
  const open = (event: MouseEvent) => {
    // The panel scrolls to the booking once it is found: the anchor's own jump would fight it.
    event.preventDefault();
    requestOpen(ahead);
  };
  return (
    <a
      href={`#${HOME_SECTIONS.myBookings}`}
      onClick={open}
      className="inline-flex max-w-full min-h-11 items-center gap-2.5 rounded-xl bg-white/95 px-4 py-2 text-sm font-medium text-ink no-underline shadow-lg ring-1 shadow-black/20 ring-black/5 hover:bg-white"
    >
      <CalendarCheck aria-hidden className="size-5 shrink-0 text-brand" />
      <span>
        {COPY.ahead.text(formatDayInSentence(ahead.date), ahead.startTime)} <span aria-hidden>·</span>{' '}
        <span className="font-semibold whitespace-nowrap text-brand underline underline-offset-2">{COPY.ahead.see}</span>
      </span>
      <ChevronRight aria-hidden className="size-4 shrink-0 text-brand" />
    </a>
  );
}
