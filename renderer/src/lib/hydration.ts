/**
 * Whether this browser's first render is done. A diner's page comes rendered from the server, and the
 * browser's first render must make the same markup: what only this device knows (local storage: the
 * cookie choice, saved bookings, the allergen choice) shows from the render after. A page the server
 * did not render has nothing to match, so it counts as done from the start.
 */
import { useSyncExternalStore } from 'react';
import { PAGE_STATE_ID, type PageState } from '../../../shared/page-state';

const inBrowser = typeof document !== 'undefined';

let done = inBrowser && document.getElementById(PAGE_STATE_ID) === null;
const listeners = new Set<() => void>();

/** A pause until the next task: the phone can answer a tap between the steps of taking a page over. */
export const nextTask = (): Promise<void> => new Promise((resume) => setTimeout(resume));

/** Whether the browser's first render of this page is done (always, for a page the browser drew). */
export const isHydrated = (): boolean => done;

/** Called once, after the first render has been committed (Root's effect). */
export function markHydrated(): void {
  if (done) return;
  done = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False on the server and during the browser's first render of a server-rendered page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => done,
    () => false,
  );
}

/** What the server rendered this page as, or null for a page it did not render. */
export function pageState(): PageState | null {
  const text = inBrowser ? document.getElementById(PAGE_STATE_ID)?.textContent : undefined;
  return text ? (JSON.parse(text) as PageState) : null;
}
