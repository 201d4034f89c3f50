import { useEffect } from 'react';
import { scrollToSection } from './scroll-to-section';

/** How long to wait for a section to appear; past that the hash names nothing on this page. */
const APPEAR_LIMIT_MS = 10_000;
/** How long to keep a reached section in place while the content above it finishes loading. */
const SETTLE_MS = 1_500;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function targetOfHash(): string | null {
  try {
    return decodeURIComponent(window.location.hash.slice(1)) || null;
  } catch {
    return null; // A malformed escape in a hand-typed address names no element.
  }
}

/**
 * Scrolls to the section as soon as it exists. The home sections render after their chunks
 * (and theirs) load, so a fresh visit to /#mis-reservas finds nothing at first: a
 * MutationObserver waits for the element, and a ResizeObserver re-aims while the content above
 * it still grows, until the visitor scrolls by themselves. Answers a function that stops it all.
 */
function scrollWhenPresent(id: string): () => void {
  const cleanups: (() => void)[] = [];
  const stop = () => cleanups.splice(0).forEach((cleanup) => cleanup());

  const keepInPlace = (element: HTMLElement) => {
    scrollToSection(element);
    const resizes = new ResizeObserver(() => scrollToSection(element));
    resizes.observe(document.body);
    const settled = setTimeout(stop, SETTLE_MS);
    USER_SCROLL_EVENTS.forEach((type) => window.addEventListener(type, stop, { once: true, passive: true }));
    cleanups.push(
      () => resizes.disconnect(),
      () => clearTimeout(settled),
      () => USER_SCROLL_EVENTS.forEach((type) => window.removeEventListener(type, stop)),
    );
  };

  const present = document.getElementById(id);
  if (present) {
    keepInPlace(present);
    return stop;
  }
  const appearance = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    appearance.disconnect();
    keepInPlace(element);
  });
  appearance.observe(document.body, { childList: true, subtree: true });
  const giveUp = setTimeout(stop, APPEAR_LIMIT_MS);
  cleanups.push(
    () => appearance.disconnect(),
    () => clearTimeout(giveUp),
  );
  return stop;
}

/** On load and on every change of the URL hash, scrolls smoothly to the element it names. */
export function useHashScroll(): void {
  useEffect(() => {
    let stopCurrent: (() => void) | null = null;
    const follow = () => {
      stopCurrent?.();
      const id = targetOfHash();
      stopCurrent = id ? scrollWhenPresent(id) : null;
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      stopCurrent?.();
    };
  }, []);
}
