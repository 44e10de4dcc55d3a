import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription, AlertTitle, Button, Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { DEFAULT_DEPLOY_COMMANDS } from '../../../rules/limits';
import { deploySubmitStep } from '../../../rules/template';
import { TemplateEditor, useTemplateValidation } from '../template-editor';
import { OverwriteConfirmDialog } from './overwrite-confirm-dialog';

/** The script the dialog starts with: the default deploy commands (host-area 9). */
export const DEFAULT_DEPLOY_TEMPLATE = `commands:\n${DEFAULT_DEPLOY_COMMANDS.map((command) => `  - ${command}`).join('\n')}\n`;

export interface AddDeploymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The administrator keeps lifecycle features in the script. */
  isAdministrator: boolean;
  /** Starts the deployment; a rejection keeps the dialog open with the script as typed. */
  onDeploy: (template: string) => Promise<void>;
  /** The script the editor opens with; default DEFAULT_DEPLOY_TEMPLATE. */
  initialTemplate?: string;
}

/** Runs a deploy script on the host: submit waits for a valid script, and a script with a source asks to overwrite first. */
export function AddDeploymentDialog({ open, onOpenChange, ...props }: AddDeploymentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* A fresh form per opening, so a script abandoned earlier does not come back. */}
      {open && <AddDeploymentForm {...props} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

interface AddDeploymentFormProps extends Omit<AddDeploymentDialogProps, 'open' | 'onOpenChange'> {
  onDone: () => void;
}

function AddDeploymentForm({ isAdministrator, onDeploy, initialTemplate = DEFAULT_DEPLOY_TEMPLATE, onDone }: AddDeploymentFormProps) {
  const { t } = useT('runner');
  const [template, setTemplate] = useState(initialTemplate);
  const [isPending, setIsPending] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const validation = useTemplateValidation(template, isAdministrator);
  const step = deploySubmitStep(validation);

  const deploy = async () => {
    await onDeploy(template);
    onDone();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'disabled' || isPending) return;
    if (step === 'confirm-overwrite') {
      setIsConfirming(true);
      return;
    }
    setIsPending(true);
    try {
      await deploy();
    } catch {
      // The container reports the failure; the script stays as typed.
    } finally {
      setIsPending(false);
    }
  };

  return (
    <DialogContent className="max-w-3xl">
      <form className="contents" onSubmit={handleSubmit}>
        <DialogHeader>
          <DialogTitle>{t('add.title')}</DialogTitle>
          <DialogDescription>{t('add.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-3">
          <TemplateEditor value={template} onChange={setTemplate} isAdministrator={isAdministrator} validation={validation} />
          {step === 'confirm-overwrite' && (
            <Alert variant="warning">
              <AlertTitle>{t('add.overwriteTitle')}</AlertTitle>
              <AlertDescription>{t('add.overwriteText')}</AlertDescription>
            </Alert>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onDone} disabled={isPending}>
            {t('add.cancel')}
          </Button>
          <Button type="submit" disabled={step === 'disabled'} isLoading={isPending}>
            {t('add.submit')}
          </Button>
        </DialogFooter>
      </form>
      <OverwriteConfirmDialog open={isConfirming} onOpenChange={setIsConfirming} onConfirm={deploy} />
    </DialogContent>
  );
}
