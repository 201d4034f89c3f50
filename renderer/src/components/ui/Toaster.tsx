import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { TOAST_DURATION_MS, useToastStore } from './use-toast';

/** Radix's toast region: swipe to close past 50 px, F8 jumps to it, announced to screen readers. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeThreshold={50} swipeDirection="right" label="Notificación">
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={clsx(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            item.variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-stone-200 bg-white text-stone-900',
          )}
        >
          <div className="grid gap-1">
            {item.title && <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>}
            {item.description && <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close aria-label="Cerrar" className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100">
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label="Notificaciones ({hotkey})"
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
