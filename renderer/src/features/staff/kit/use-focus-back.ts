import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Gives the focus back once a dialog closes: to what opened it or, when that is gone (the button an
 * action took away), to `fallback`. The Dialog is Radix's without its Trigger, which would otherwise
 * leave a keyboard user on the page's body.
 */
export function useFocusBack(open: boolean, fallback?: RefObject<HTMLElement | null>): void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's own effect moves the focus into it.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  // A passive one, after the closed dialog has let go of the focus.
  useEffect(() => {
    if (open || !opener.current) return;
    const back = opener.current.isConnected ? opener.current : fallback?.current;
    opener.current = null;
    back?.focus();
  }, [open, fallback]);
}
