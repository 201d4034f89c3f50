/**
 * The bookings this device made, so 'Mis reservas' can offer them in one tap: the e-mail and the
 * number of each, never more (the booking itself is read from the server when asked for), the
 * newest first, ten at most, until the diner forgets them.
 */
import { useSyncExternalStore } from 'react';
import { useHydrated } from './hydration';
import { STORAGE_KEYS } from './storage-keys';

export interface SavedBooking {
  email: string;
  confirmationNumber: string;
}

export const SAVED_BOOKINGS_MAX = 10;

const KEY = STORAGE_KEYS.savedBookings;
const listeners = new Set<() => void>();

function isSaved(value: unknown): value is SavedBooking {
  const entry = value as Partial<SavedBooking> | null;
  return typeof entry?.email === 'string' && typeof entry.confirmationNumber === 'string';
}

/** What is stored, read defensively: storage may be blocked, edited by hand or from an older version. */
function read(): string {
  try {
    return localStorage.getItem(KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

export function parseSaved(text: string): SavedBooking[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed
          .filter(isSaved)
          .map(({ email, confirmationNumber }) => ({ email, confirmationNumber }))
          .slice(0, SAVED_BOOKINGS_MAX)
      : [];
  } catch {
    return [];
  }
}

function write(list: SavedBooking[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Private browsing or a full storage: the booking is still in the e-mail and on the confirmation.
  }
  for (const listener of listeners) listener();
}

/** A booking just made, put first (once). */
export function saveBooking(booking: SavedBooking): void {
  const rest = parseSaved(read()).filter((saved) => saved.confirmationNumber !== booking.confirmationNumber);
  write([{ email: booking.email, confirmationNumber: booking.confirmationNumber }, ...rest].slice(0, SAVED_BOOKINGS_MAX));
}

/** One booking forgotten, or, with no number, all of them. */
export function forgetBookings(confirmationNumber?: string): void {
  write(confirmationNumber === undefined ? [] : parseSaved(read()).filter((saved) => saved.confirmationNumber !== confirmationNumber));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab saving or forgetting one.
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The saved bookings, kept current when one is saved or forgotten here or in another tab. */
export function useSavedBookings(): SavedBooking[] {
  const text = useSyncExternalStore(subscribe, read, () => '[]');
  // None on the server, nor in the render that takes over its markup: this device's list comes after.
  return useHydrated() ? parseSaved(text) : [];
}
