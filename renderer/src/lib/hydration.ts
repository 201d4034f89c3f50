/**
 * Whether this browser's first render is done. A diner's page comes rendered from the server, and the
 * browser's first render must make the same markup: what only this device knows (local storage: the
 * cookie choice, saved bookings, the allergen choice) shows from the render after. A page the server
 * did not render has nothing to match, so it counts as done from the start.
 *
 * The page is taken over in pieces (components/HydrateLater.tsx): its first render is done once the
 * root's render and every piece drawn by the server have been committed.
 */
import { useSyncExternalStore } from 'react';
import { PAGE_STATE_ID, type PageState } from '../../../shared/page-state';

const inBrowser = typeof document !== 'undefined';

let done = inBrowser && document.getElementById(PAGE_STATE_ID) === null;
let rootCommitted = false;
/** The pieces of the drawn page still waiting for their task, by name. */
const waiting = new Set<string>();
const listeners = new Set<() => void>();

/** A pause until the next task: the phone can answer a tap between the steps of taking a page over. */
export const nextTask = (): Promise<void> => new Promise((resume) => setTimeout(resume));

/** Whether the browser's first render of this page is done (always, for a page the browser drew). */
export const isHydrated = (): boolean => done;

function settle(): void {
  if (done || !rootCommitted || waiting.size > 0) return;
  done = true;
  for (const listener of listeners) listener();
}

/** Called once, after the root's first render has been committed (Root's effect). */
export function rootTakenOver(): void {
  rootCommitted = true;
  settle();
}

/** A piece of the drawn page put off to a task of its own (HydrateLater). */
export function pieceWaits(name: string): void {
  waiting.add(name);
}

/** That piece's first render has been committed. */
export function pieceTakenOver(name: string): void {
  waiting.delete(name);
  settle();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `callback` once the whole page has been taken over (at once, for a page the browser drew). */
export function whenHydrated(callback: () => void): void {
  if (done) {
    callback();
    return;
  }
  const listener = () => {
    listeners.delete(listener);
    callback();
  };
  listeners.add(listener);
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
