import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useUiStrings } from '../i18n/ui-strings-provider';
import { Button } from './button';
import { canClickConfirm, confirmClickOutcome, type ConfirmMode } from './confirm-state';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { Input } from './input';

export type { ConfirmMode } from './confirm-state';
export type ConfirmVariant = 'default' | 'destructive';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when the user cancels (button, Escape, outside click) or the action succeeds. */
  onOpenChange: (open: boolean) => void;
  /** The question, for example "Delete example.com?". */
  title: ReactNode;
  /** What happens if the user confirms. */
  description?: ReactNode;
  /** Text of the confirm button; defaults to "Confirm". */
  confirmLabel?: string;
  /** Text of the cancel button; defaults to "Cancel". */
  cancelLabel?: string;
  /** 'destructive' paints the confirm button red and starts focus on Cancel. */
  variant?: ConfirmVariant;
  /** 'single' confirms on one click, 'double' needs a second click, 'typed' needs `confirmText` typed back. */
  mode?: ConfirmMode;
  /** The exact text to type in 'typed' mode, for example the domain being deleted. */
  confirmText?: string;
  /** The action. If it returns a promise the dialog waits; if the promise rejects the dialog stays open. */
  onConfirm: () => void | Promise<void>;
  /** Extra content between the description and the buttons. */
  children?: ReactNode;
}

/** Asks the user to confirm an action, once, twice, or by typing a name back. */
export function ConfirmDialog({ open, onOpenChange, variant = 'default', ...props }: ConfirmDialogProps) {
  const [isPending, setIsPending] = useState(false);
  // The action is running: closing now would hide its outcome, so cancel requests wait.
  const handleOpenChange = (next: boolean) => {
    if (!isPending) onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      {/* A new panel per opening, so the armed state and the typed text never carry over. */}
      <ConfirmPanel
        key={open ? 'open' : 'closed'}
        {...props}
        variant={variant}
        isPending={isPending}
        onPendingChange={setIsPending}
        onDone={() => onOpenChange(false)}
        onCancel={() => handleOpenChange(false)}
      />
    </Dialog>
  );
}

interface ConfirmPanelProps extends Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> {
  isPending: boolean;
  onPendingChange: (isPending: boolean) => void;
  onDone: () => void;
  onCancel: () => void;
}

function ConfirmPanel(props: ConfirmPanelProps) {
  const { title, description, confirmLabel, cancelLabel, variant, mode = 'single', confirmText, children } = props;
  const { onConfirm, isPending, onPendingChange, onDone, onCancel } = props;
  const t = useUiStrings();
  const inputId = useId();
  const [isArmed, setIsArmed] = useState(false);
  const [typed, setTyped] = useState('');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const isDestructive = variant === 'destructive';
  const canConfirm = canClickConfirm({ mode, typed, confirmText, isPending });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canConfirm) return;
    if (confirmClickOutcome(mode, isArmed) === 'arm') {
      setIsArmed(true);
      return;
    }
    onPendingChange(true);
    try {
      await onConfirm();
      onPendingChange(false);
      onDone();
    } catch {
      // The caller reports the error; the dialog stays open with everything the user entered.
      onPendingChange(false);
    }
  };

  return (
    <DialogContent
      hideClose
      data-variant={variant}
      data-mode={mode}
      // Without a description, say so explicitly rather than pointing at nothing.
      {...(description ? {} : { 'aria-describedby': undefined })}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        const target = isDestructive ? cancelRef : mode === 'typed' ? inputRef : confirmRef;
        target.current?.focus();
      }}
    >
      <form className="contents" onSubmit={handleSubmit}>
        <DialogHeader className="pe-6">
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {(children || mode === 'typed') && (
          <DialogBody className="flex flex-col gap-3">
            {children}
            {mode === 'typed' && (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={inputId} className="text-sm font-medium text-card-foreground">
                  {t('typeToConfirm', { text: confirmText ?? '' })}
                </label>
                <Input
                  ref={inputRef}
                  id={inputId}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  autoComplete="off"
                  autoCapitalize="off"
                  autoCorrect="off"
                  spellCheck={false}
                  className="font-mono"
                />
              </div>
            )}
          </DialogBody>
        )}
        <DialogFooter>
          <Button ref={cancelRef} variant="outline" disabled={isPending} onClick={onCancel}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button
            ref={confirmRef}
            type="submit"
            variant={isDestructive ? 'destructive' : 'primary'}
            isLoading={isPending}
            disabled={!canConfirm}
            data-armed={isArmed || undefined}
          >
            {isArmed ? t('confirmAgain') : (confirmLabel ?? t('confirm'))}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
