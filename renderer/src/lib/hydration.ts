/**
 * Whether this browser's first render is done. A diner's page comes rendered from the server, and the
 * browser's first render must make the same markup: what only this device knows (local storage: the
 * cookie choice, saved bookings, the allergen choice) shows from the render after. A page the server
 * did not render has nothing to match, so it counts as done from the start.
 *
 * The page is taken over in pieces (components/HydrateLater.tsx), those the server drew named in the
 * page's state: its first render is done once the root's render and each of those pieces have been
 * committed, or the piece has left the page (the diner went elsewhere first).
 */
import { createContext, useSyncExternalStore } from 'react';
import { PAGE_STATE_ID, type PageState } from '../../../shared/page-state';

const inBrowser = typeof document !== 'undefined';

let drawnAs: PageState | null | undefined;

/** What the server rendered this page as, or null for a page it did not render (read once). */
export function pageState(): PageState | null {
  if (drawnAs === undefined) {
    const text = inBrowser ? document.getElementById(PAGE_STATE_ID)?.textContent : undefined;
    drawnAs = text ? (JSON.parse(text) as PageState) : null;
  }
  return drawnAs;
}

/**
 * However the takeover goes, the page counts as taken over this long after its root was: a piece
 * that the browser never draws (or never finishes) must not keep the page waiting for ever. Far
 * longer than a slow phone needs for the largest category.
 */
const TAKEOVER_LIMIT_MS = 10_000;

let done = inBrowser && document.getElementById(PAGE_STATE_ID) === null;
/** The pieces the server drew that the browser has not taken over yet, by name. */
const waiting = new Set<string>(done ? [] : (pageState()?.pieces ?? []));
let rootCommitted = false;
const listeners = new Set<() => void>();

/**
 * On the server: the names of the pieces drawn, gathered as the page renders (ssr/entry-server.tsx),
 * so the browser waits for those and no others (a row a virtual list adds later has nothing to take over).
 */
export const DrawnPieces = createContext<Set<string> | null>(null);

/** A pause until the next task: the phone can answer a tap between the steps of taking a page over. */
export const nextTask = (): Promise<void> => new Promise((resume) => setTimeout(resume));

/** Whether the browser's first render of this page is done (always, for a page the browser drew). */
export const isHydrated = (): boolean => done;

function settle(force = false): void {
  if (done || !rootCommitted || (waiting.size > 0 && !force)) return;
  done = true;
  waiting.clear();
  for (const listener of listeners) listener();
}

/** Called once, after the root's first render has been committed (Root's layout effect). */
export function rootTakenOver(): void {
  rootCommitted = true;
  settle();
  if (!done) setTimeout(() => settle(true), TAKEOVER_LIMIT_MS);
}

/** Whether a piece still has the server's markup to take over: it then waits for a task of its own. */
export const pieceWaiting = (name: string): boolean => waiting.has(name);

/** That piece has been taken over, or has left the page without being so. */
export function pieceDone(name: string): void {
  if (!waiting.delete(name)) return;
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
