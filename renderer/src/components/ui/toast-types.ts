/** What a toast says, and what Toaster and ToastView share about the one on screen. */
import type { ReactNode } from 'react';

export interface ToastMessage {
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  /** One button beside the words ('Deshacer'); `altText` says how to do the same without the toast, for screen readers. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  altText: string;
  onAction(): void;
}

export interface Toasts {
  /** Shows a toast in place of the one on screen (one at most); answers its id. */
  show(message: ToastMessage): number;
  /** Closes the toast with this id if it is still the one shown. */
  dismiss(id: number): void;
}

export interface Shown {
  id: number;
  open: boolean;
  message: ToastMessage;
}
