/**
 * Toast state: at most one visible, shown 5 s by default; a dismissed toast is kept
 * (closed) for a very long time before it is removed, so its exit animation is never cut short.
 */
import type { ReactNode } from 'react';
import { create } from 'zustand';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastItem {
  id: number;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
  dismiss(id: number): void;
}

let nextId = 0;
const removals = new Map<number, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  dismiss(id) {
    set((state) => ({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) }));
    if (removals.has(id)) return;
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
      }, TOAST_REMOVE_DELAY_MS),
    );
  },
}));

export function toast(options: Omit<ToastItem, 'id' | 'open'>): number {
  const id = ++nextId;
  useToastStore.setState((state) => ({ toasts: [{ ...options, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT) }));
  return id;
}
