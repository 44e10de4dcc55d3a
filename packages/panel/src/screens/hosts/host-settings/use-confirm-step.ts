import { useState, type FormEvent } from 'react';

export interface ConfirmStep {
  /** The form's onSubmit: opens the confirmation once the form may be sent, instead of sending. */
  onFormSubmit: (event: FormEvent) => void;
  /** Spread into the ConfirmDialog. */
  dialog: { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => Promise<void> };
}

/**
 * A destructive settings form asks before it sends: its submit opens the confirmation, and confirming sends through
 * the rule form's `submit`, which never rejects (a refusal goes on its field with every value kept), so the dialog
 * closes either way and the form shows the outcome.
 */
export function useConfirmStep(canSubmit: boolean, submit: () => Promise<void>): ConfirmStep {
  const [isOpen, setIsOpen] = useState(false);
  return {
    onFormSubmit: (event) => {
      event.preventDefault();
      if (canSubmit) setIsOpen(true);
    },
    dialog: { open: isOpen, onOpenChange: setIsOpen, onConfirm: () => submit() },
  };
}
