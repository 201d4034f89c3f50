import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the foot of the dialog. */
  footer?: ReactNode;
  /** Room for a two-column form. */
  wide?: boolean;
  /** As large as the screen allows (a photo), with a thinner frame. */
  large?: boolean;
}

/** A modal dialog: focus trapped inside, Escape and the close button dismiss it, named by its title. */
export function Dialog({ open, onOpenChange, title, description, children, footer, wide = false, large = false }: DialogProps) {
  const size = large ? 'w-[calc(100%-1rem)] max-w-5xl p-4 sm:p-6' : `w-[calc(100%-2rem)] ${wide ? 'max-w-2xl' : 'max-w-md'} p-6`;
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/60 backdrop-blur-[2px]" />
        <DialogPrimitive.Content
          className={`fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] ${size} -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl bg-white shadow-2xl`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPrimitive.Title className="pr-8 font-display text-2xl font-bold text-ink">{title}</DialogPrimitive.Title>
          {description && <DialogPrimitive.Description className="text-muted">{description}</DialogPrimitive.Description>}
          {children}
          {/* The buttons stay in sight at the foot of a form taller than the screen (a tablet's 768 px). */}
          {footer && <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col-reverse gap-2 bg-white px-6 pt-2 pb-6 sm:flex-row sm:justify-end">{footer}</div>}
          <DialogPrimitive.Close aria-label="Cerrar" className="absolute top-4 right-4 rounded-full p-2 text-muted hover:bg-stone-100">
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
