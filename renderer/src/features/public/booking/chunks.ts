/**
 * The form's code-split parts. The home page must stay under 150 KB of compressed JavaScript on
 * first load, so what a diner needs only after starting to book (the calendar, zod, the dialogs)
 * arrives later: preloaded when the diner reaches for the form, and awaited where it is needed.
 */
export const calendarChunk = () => import('./CalendarPanel');
export const dialogsChunk = () => import('./dialogs');
export const validationChunk = () => import('./validation');
/** The waiting list's dialog, wanted only where a slot is full. */
export const waitlistChunk = () => import('./waitlist/WaitlistDialog');

type Loader<T> = () => Promise<T>;

const loaded = new Map<Loader<unknown>, unknown>();

/** Loads a chunk and remembers it, so components can render it without waiting a frame. */
export async function loadChunk<T>(loader: Loader<T>): Promise<T> {
  const module = await loader();
  loaded.set(loader, module);
  return module;
}

export function loadedChunk<T>(loader: Loader<T>): T | undefined {
  return loaded.get(loader) as T | undefined;
}

let preloading = false;

/**
 * Called when a pointer enters the form or focus moves into it: a diner about to book. Merely
 * seeing the form is not enough, as on a desktop it is in view on load and would then cost the
 * first load what this file saves.
 */
export function preloadBookingChunks(): void {
  if (preloading) return;
  preloading = true;
  // The calendar first, as the date is the first thing chosen; on a slow line the rest would
  // only compete with it. A failed preload is not an error yet: each part loads again when needed.
  const later = () => Promise.all([loadChunk(dialogsChunk), loadChunk(validationChunk)]).catch(() => undefined);
  loadChunk(calendarChunk).then(later, later);
}
