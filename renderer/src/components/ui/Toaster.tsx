import { createContext, lazy, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { LazyPart } from './LazyPart';
import type { Shown, Toasts } from './toast-types';

export type { ToastMessage, Toasts } from './toast-types';

const ToastView = lazy(() => import('./ToastView'));

const ToastContext = createContext<Toasts | null>(null);

/**
 * The one toast on screen is this component's state; a closed one stays mounted, closed, until the
 * next replaces it, so its exit animation is never cut short. What draws it is ./ToastView.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const lastId = useRef(0);
  const toasts = useMemo<Toasts>(
    () => ({
      show(message) {
        const id = ++lastId.current;
        setShown({ id, open: true, message });
        return id;
      },
      dismiss(id) {
        setShown((current) => (current?.id === id ? { ...current, open: false } : current));
      },
    }),
    [],
  );

  return (
    <ToastContext value={toasts}>
      {children}
      {shown && (
        <LazyPart>
          <ToastView shown={shown} toasts={toasts} />
        </LazyPart>
      )}
    </ToastContext>
  );
}

export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast needs a ToastProvider above it');
  return toasts;
}
