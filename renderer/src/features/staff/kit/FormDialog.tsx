import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import { DAY } from './day-copy';

interface FormDialogProps {
  title: string;
  description?: string;
  /** Ties the footer's submit button to the form inside the dialog. */
  formId: string;
  submitLabel: string;
  pending: boolean;
  formClassName: string;
  wide?: boolean;
  onSubmit(event: FormEvent): void;
  onClose(): void;
  children: ReactNode;
}

/** A row's form in a modal: 'Cancelar' and the submit button at its foot, 'Guardando…' while it sends. */
export function FormDialog({ title, description, formId, submitLabel, pending, formClassName, wide, onSubmit, onClose, children }: FormDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      description={description}
      wide={wide}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {DAY.discard}
          </button>
          <button type="submit" form={formId} className="button" disabled={pending}>
            {pending ? DAY.saving : submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className={formClassName}>
        {children}
      </form>
    </Dialog>
  );
}
