import * as ToastPrimitive from '@radix-ui/react-toast';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/** Shown 5 s unless the diner hovers or focuses it. */
const TOAST_DURATION_MS = 5000;

export interface ToastMessage {
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
}

export interface Toasts {
  /** Shows a toast in place of the one on screen (one at most); answers its id. */
  show(message: ToastMessage): number;
  /** Closes the toast with this id if it is still the one shown. */
  dismiss(id: number): void;
}

const ToastContext = createContext<Toasts | null>(null);

interface Shown {
  id: number;
  open: boolean;
  message: ToastMessage;
}

/**
 * Radix's toast region: swipe right past 50 px to close, F8 jumps to it, announced to screen
 * readers (assertively for errors). The one toast on screen is this component's state; a closed
 * one stays mounted, closed, until the next replaces it, so its exit animation is never cut short.
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
      <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeThreshold={50} swipeDirection="right" label="Notificación">
        {children}
        {shown && (
          <ToastPrimitive.Root
            key={shown.id}
            open={shown.open}
            onOpenChange={(open) => {
              if (!open) toasts.dismiss(shown.id);
            }}
            type={shown.message.variant === 'destructive' ? 'foreground' : 'background'}
            className={clsx(
              'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
              'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
              shown.message.variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-stone-200 bg-white text-stone-900',
            )}
          >
            <div className="grid gap-1">
              {shown.message.title && <ToastPrimitive.Title className="text-sm font-semibold">{shown.message.title}</ToastPrimitive.Title>}
              {shown.message.description && (
                <ToastPrimitive.Description className="text-sm opacity-90">{shown.message.description}</ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close aria-label="Cerrar" className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100">
              <X aria-hidden className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        )}
        <ToastPrimitive.Viewport
          hotkey={['F8']}
          label="Notificaciones ({hotkey})"
          className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
        />
      </ToastPrimitive.Provider>
    </ToastContext>
  );
}

export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast needs a ToastProvider above it');
  return toasts;
}
