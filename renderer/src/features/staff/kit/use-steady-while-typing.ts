import { useEffect, useRef, useState } from 'react';

/** How long after a keystroke the lists still count as being searched. */
const TYPING_PAUSE_MS = 800;

/**
 * The day's answer as the lists show it: a new one (a live update, a refetch) waits while the host is
 * typing a search and is shown at the first pause, so it never lands between two keystrokes. `typed`
 * is called on each keystroke. Effects run before the frame is painted
 * (renderer/src/lib/effects-before-input.ts): when nobody is typing, an answer shows in the same frame.
 */
export function useSteadyWhileTyping<T>(latest: T): { shown: T; typed(): void } {
  const [shown, setShown] = useState(latest);
  const lastKeyAt = useRef(0);
  useEffect(() => {
    if (latest === shown) return;
    const wait = lastKeyAt.current + TYPING_PAUSE_MS - Date.now();
    if (wait <= 0) {
      setShown(latest);
      return;
    }
    const timer = setTimeout(() => setShown(latest), wait);
    return () => clearTimeout(timer);
  }, [latest, shown]);
  return {
    shown,
    typed: () => {
      lastKeyAt.current = Date.now();
    },
  };
}
