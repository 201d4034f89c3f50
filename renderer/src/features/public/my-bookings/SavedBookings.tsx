import { History, X } from 'lucide-react';
import { forgetBookings, useSavedBookings, type SavedBooking } from '../../../lib/saved-bookings';
import { COPY } from './copy';

const S = COPY.saved;

/** The bookings made on this device, each found in one tap and each forgettable; nothing when there are none. */
export function SavedBookings({ onPick }: { onPick(booking: SavedBooking): void }) {
  const saved = useSavedBookings();
  if (saved.length === 0) return null;
  return (
    <section aria-labelledby="reservas-guardadas" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-2xl bg-card p-5 shadow-sm ring-1 ring-stone-200 sm:p-7">
      <h3 id="reservas-guardadas" className="flex items-center gap-2 font-semibold text-ink">
        <History aria-hidden className="size-5 text-brand" />
        {S.title}
      </h3>
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
        {saved.map((booking) => (
          <li key={booking.confirmationNumber} className="flex items-stretch gap-1">
            <button
              type="button"
              onClick={() => onPick(booking)}
              className="flex min-h-12 min-w-0 flex-1 flex-col items-start justify-center rounded-xl px-3 py-1.5 text-left ring-1 ring-stone-300 hover:bg-brand-soft"
            >
              <span className="font-mono font-bold tracking-wide whitespace-nowrap text-brand-dark">{booking.confirmationNumber}</span>
              <span className="max-w-full truncate text-sm text-muted">{booking.email}</span>
            </button>
            <button
              type="button"
              onClick={() => forgetBookings(booking.confirmationNumber)}
              aria-label={S.forget(booking.confirmationNumber)}
              title={S.forget(booking.confirmationNumber)}
              className="grid min-w-12 place-items-center rounded-xl text-muted ring-1 ring-stone-300 hover:bg-stone-100"
            >
              <X aria-hidden className="size-5" />
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
        <p>{S.note}</p>
        {saved.length > 1 && (
          <button type="button" onClick={() => forgetBookings()} className="min-h-11 font-semibold text-brand underline underline-offset-4">
            {S.forgetAll}
          </button>
        )}
      </div>
    </section>
  );
}
