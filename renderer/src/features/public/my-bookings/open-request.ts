/**
 * The home page's banner opening a saved booking in 'Mis reservas'. The panel that shows it loads
 * on demand, so the request waits here until the panel is there to take it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { SavedBooking } from '../../../lib/saved-bookings';

let pending: SavedBooking | null = null;
let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks 'Mis reservas' to open this booking, as a tap on it in its list would. */
export function requestOpen(booking: SavedBooking): void {
  pending = booking;
  requested = true;
  for (const listener of listeners) listener();
}

/** Whether a booking has been asked for on this page: the section then loads its panel at once. */
export function useOpenRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

/** Hands each request to `open`: one made before the panel loaded, and those made after. */
export function useOpenRequests(open: (booking: SavedBooking) => void): void {
  useEffect(() => {
    const take = () => {
      const booking = pending;
      pending = null;
      if (booking) open(booking);
    };
    take();
    return subscribe(take);
  }, [open]);
}
