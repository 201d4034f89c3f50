/** The two dialogs that open after submitting, loaded together as one chunk (chunks.ts). */
export { ConfirmationDialog } from './ConfirmationDialog';
export { ContactDialog } from './ContactDialog';
