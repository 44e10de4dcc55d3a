import { useState } from 'react';
import { Button } from '@hostdeck/ui';
import { RotateCcw } from 'lucide-react';
import { useT } from '../../../i18n/i18n-provider';
import { deploySubmitStep } from '../../../rules/template';
import { useTemplateValidation } from '../template-editor';
import { OverwriteConfirmDialog } from './overwrite-confirm-dialog';

export interface RedeployButtonProps {
  deploymentId: number;
  /** The script the deployment ran. */
  template: string;
  /** The administrator keeps lifecycle features in the script. */
  isAdministrator: boolean;
  /** Starts a deployment of the script; the container reports a failure. */
  onDeploy: (template: string) => Promise<void>;
}

/**
 * Runs a past deployment's script again in one click; a script with a source asks first, as the add dialog does
 * (host-area 5, rule 7: its home files would be overwritten). Disabled while the script is checked, or if it is not
 * valid any more.
 */
export function RedeployButton({ deploymentId, template, isAdministrator, onDeploy }: RedeployButtonProps) {
  const { t } = useT('runner');
  const step = deploySubmitStep(useTemplateValidation(template, isAdministrator));
  const [isPending, setIsPending] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);

  const deploy = async () => {
    if (isPending) return;
    setIsPending(true);
    try {
      await onDeploy(template);
    } catch {
      // The container reports the failure; the history stays as it was.
    } finally {
      setIsPending(false);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('redeploy.label', { id: deploymentId })}
        disabled={step === 'disabled'}
        isLoading={isPending}
        onClick={() => (step === 'confirm-overwrite' ? setIsConfirming(true) : void deploy())}
      >
        <RotateCcw aria-hidden />
        {t('redeploy.button')}
      </Button>
      <OverwriteConfirmDialog open={isConfirming} onOpenChange={setIsConfirming} onConfirm={() => onDeploy(template)} />
    </>
  );
}
