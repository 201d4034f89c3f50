import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Runs `action` on Alt plus a key, matched by its physical key (`KeyA`…) so that a Mac's Option
 * characters or another keyboard layout do not change the shortcut.
 */
export function useAltShortcut(code: string, action: () => void, enabled = true): void {
  // The latest action, kept after each render, so the listener stays the same one.
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== code) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [code, enabled]);
}
