import * as ToastPrimitive from '@radix-ui/react-toast';
import clsx from 'clsx';
import { X } from 'lucide-react';
import type { Shown, Toasts } from './toast-types';

/** Shown 5 s unless the reader hovers or focuses it; 10 s when it offers an action, time enough to reach it. */
const TOAST_DURATION_MS = 5000;
const ACTION_DURATION_MS = 10_000;

/**
 * Radix's toast region: swipe right past 50 px to close, F8 jumps to it, announced to screen
 * readers (assertively for errors). Loaded with the first toast, so pages that never show one
 * (the menu on a diner's phone) never download it.
 */
export default function ToastView({ shown, toasts }: { shown: Shown; toasts: Toasts }) {
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeThreshold={50} swipeDirection="right" label="Notificación">
      <ToastPrimitive.Root
        key={shown.id}
        open={shown.open}
        duration={shown.message.action ? ACTION_DURATION_MS : TOAST_DURATION_MS}
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
          {shown.message.description && <ToastPrimitive.Description className="text-sm opacity-90">{shown.message.description}</ToastPrimitive.Description>}
        </div>
        {shown.message.action && (
          <ToastPrimitive.Action altText={shown.message.action.altText} onClick={shown.message.action.onAction} className="button button-secondary min-h-11 shrink-0 self-center px-3 text-sm">
            {shown.message.action.label}
          </ToastPrimitive.Action>
        )}
        <ToastPrimitive.Close aria-label="Cerrar" className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100">
          <X aria-hidden className="size-4" />
        </ToastPrimitive.Close>
      </ToastPrimitive.Root>
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label="Notificaciones ({hotkey})"
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
