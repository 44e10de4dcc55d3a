import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle, Button, ConfirmDialog, isolateLtr } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';

export interface EmailVerificationAlertProps {
  email: string;
  /** Sends the confirmation email again; a rejection keeps the confirmation open (the error toast says why). */
  onResend: () => Promise<unknown>;
}

/** An unverified email (account-area 2, 5): the warning, and Resend after a confirmation. */
export function EmailVerificationAlert({ email, onResend }: EmailVerificationAlertProps) {
  const { t } = useT('profile');
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <>
      <Alert
        variant="warning"
        action={
          <Button variant="outline" size="sm" onClick={() => setIsConfirming(true)}>
            {t('verify.resend')}
          </Button>
        }
      >
        <AlertTitle>{t('verify.title')}</AlertTitle>
        <AlertDescription>{t('verify.text', { email: isolateLtr(email) })}</AlertDescription>
      </Alert>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('verify.confirmTitle')}
        description={t('verify.confirmText', { email: isolateLtr(email) })}
        confirmLabel={t('verify.confirm')}
        onConfirm={async () => {
          await onResend();
        }}
      />
    </>
  );
}
