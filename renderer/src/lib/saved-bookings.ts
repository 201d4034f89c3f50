/**
 * The bookings this device made, so 'Mis reservas' can offer them in one tap and the home page can
 * say when the next one is: the e-mail, the number, the day and the start of each, and whether it
 * still stands, as this device last heard from the server (the booking itself is read from the
 * server when asked for), the newest first, ten at most, until the diner forgets them.
 */
import { useSyncExternalStore } from 'react';
import { holdsATable } from '../../../shared/reservation-status';
import { useHydrated } from './hydration';
import { STORAGE_KEYS } from './storage-keys';

export interface SavedBooking {
  email: string;
  confirmationNumber: string;
  /** The day (YYYY-MM-DD) and start (HH:mm) last heard; absent in lists saved before they were kept. */
  date?: string;
  startTime?: string;
  /** False once the server said it is cancelled, a no-show, or not there any more. */
  live?: boolean;
  /** When (ms since 1970) the server last answered about it. */
  checkedAt?: number;
}

/** What an answer of the server tells of a booking. */
export interface HeardBooking {
  confirmationNumber: string;
  date: string;
  startTime: string;
  status: string;
}

export const SAVED_BOOKINGS_MAX = 10;

const KEY = STORAGE_KEYS.savedBookings;
const listeners = new Set<() => void>();

function isSaved(value: unknown): value is SavedBooking {
  const entry = value as Partial<SavedBooking> | null;
  return typeof entry?.email === 'string' && typeof entry.confirmationNumber === 'string';
}

/** The fields kept, each only when it has its type: storage may be edited by hand. */
function kept({ email, confirmationNumber, date, startTime, live, checkedAt }: SavedBooking): SavedBooking {
  return {
    email,
    confirmationNumber,
    ...(typeof date === 'string' && typeof startTime === 'string' && { date, startTime }),
    ...(typeof live === 'boolean' && { live }),
    ...(typeof checkedAt === 'number' && { checkedAt }),
  };
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
    return Array.isArray(parsed) ? parsed.filter(isSaved).map(kept).slice(0, SAVED_BOOKINGS_MAX) : [];
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

/** What the server's answer says of a saved booking, at `now`. */
const heard = (booking: HeardBooking, now: number) => ({ date: booking.date, startTime: booking.startTime, live: holdsATable(booking.status), checkedAt: now });

/** A booking just made, put first (once). */
export function saveBooking(booking: HeardBooking & { customerEmail: string }, now = Date.now()): void {
  const rest = parseSaved(read()).filter((saved) => saved.confirmationNumber !== booking.confirmationNumber);
  write([{ email: booking.customerEmail, confirmationNumber: booking.confirmationNumber, ...heard(booking, now) }, ...rest].slice(0, SAVED_BOOKINGS_MAX));
}

/**
 * An answer of the server about bookings (a search, a cancel, a link): each saved one among them
 * takes its day, start and status as they are now, so a booking moved or cancelled elsewhere reads
 * right here. `asked`, a search's e-mail and number: when the answer lacks it, it is not there any more.
 */
export function noteAnswer(found: readonly HeardBooking[], asked?: { email: string; confirmationNumber: string }, now = Date.now()): void {
  const list = parseSaved(read());
  const answered = new Map(found.map((booking) => [booking.confirmationNumber, booking]));
  const gone = (saved: SavedBooking) => asked !== undefined && saved.confirmationNumber === asked.confirmationNumber && saved.email === asked.email;
  let changed = false;
  const next = list.map((saved) => {
    const booking = answered.get(saved.confirmationNumber);
    if (booking) {
      changed = true;
      return { ...saved, ...heard(booking, now) };
    }
    if (!gone(saved)) return saved;
    changed = true;
    return { ...saved, live: false, checkedAt: now };
  });
  if (changed) write(next);
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
