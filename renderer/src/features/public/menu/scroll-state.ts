/**
 * Whether the diner is scrolling the menu: the page's root carries the `is-scrolling` class
 * while they do, removed 150 ms after the scroll stops, and images look less far ahead meanwhile.
 */
import { useSyncExternalStore } from 'react';

export const SCROLL_SETTLE_MS = 150;
export const SCROLLING_CLASS = 'is-scrolling';

let scrolling = false;
let settle: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === scrolling) return;
  scrolling = next;
  document.documentElement.classList.toggle(SCROLLING_CLASS, next);
  for (const listener of listeners) listener();
}

function onScroll() {
  set(true);
  clearTimeout(settle);
  settle = setTimeout(() => set(false), SCROLL_SETTLE_MS);
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('scroll', onScroll, { passive: true, capture: true });
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll, { capture: true });
  };
}

export function useScrolling(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrolling,
    () => false,
  );
}

/** How far ahead a photo starts loading: less while scrolling, so a fling does not fetch everything it passes. */
export function lazyLoadOptions(isScrolling: boolean): { rootMargin: string; threshold: number } {
  return isScrolling ? { rootMargin: '25px', threshold: 0.1 } : { rootMargin: '50px', threshold: 0.05 };
}
