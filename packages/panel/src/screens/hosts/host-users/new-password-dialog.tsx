import { Alert, AlertDescription, Button, CopyButton, Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Field, Input, isolateLtr } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';

/** A user just created and the password it was given: held only while the dialog shows it. */
export interface NewHostUser {
  user: string;
  password: string;
}

export interface NewPasswordDialogProps {
  created: NewHostUser;
  /** Closes the dialog; the caller forgets the password with it. */
  onClose: () => void;
}

/**
 * The new user's password, shown this once with a copy button: nothing keeps it after the dialog closes, so a click
 * beside the dialog does not close it by accident; Escape and Done do.
 */
export function NewPasswordDialog({ created, onClose }: NewPasswordDialogProps) {
  const { t } = useT('host-users');
  const user = isolateLtr(created.user);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent hideClose onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader className="pe-6">
          <DialogTitle>{t('password.title', { user })}</DialogTitle>
          <DialogDescription>{t('password.description', { user })}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-3">
          <div className="flex items-end gap-2">
            <Field className="min-w-0 flex-1" label={t('password.label', { user })}>
              <Input readOnly value={created.password} dir="ltr" autoComplete="off" spellCheck={false} className="font-mono" onFocus={(event) => event.currentTarget.select()} />
            </Field>
            <CopyButton value={created.password} label={t('password.copy')} variant="outline" />
          </div>
          <Alert variant="warning">
            <AlertDescription>{t('password.once')}</AlertDescription>
          </Alert>
        </DialogBody>
        <DialogFooter>
          <Button onClick={onClose}>{t('password.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
