import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle, Button, ConfirmDialog, isolateLtr } from '@hostdeck/ui';
import type { DomainMetadata } from '../../../api/schemas/domains';
import { useT } from '../../../i18n/i18n-provider';
import { canResendDomainVerification } from '../../../rules/domain-status';
import { domainVerificationDue } from '../../../rules/domain-verification';
import { formatDate } from '../../../rules/format';
import { DOMAIN_EMAIL_VERIFY_DAYS } from '../../../rules/limits';

export interface DomainVerificationPanelProps {
  /** The domain's registrar data; the caller shows the panel only while verification is needed. */
  metadata: DomainMetadata;
  /** Today, for the 15-day deadline. */
  now: Date;
  /** Sends the verification email again (action resendraa); rejects (the dialog stays) on failure. Absent: no resend. */
  onResend?: () => Promise<void>;
}

/**
 * The registrant email still has to be verified (account-area 4, 9): the 15-day rule with its deadline, and a resend
 * of the verification email after a confirmation, or, without a verify email, the way to support.
 */
export function DomainVerificationPanel({ metadata, now, onResend }: DomainVerificationPanelProps) {
  const { t, i18n } = useT('domain-detail');
  const [isAsking, setIsAsking] = useState(false);
  const email = metadata.verifyEmail ?? '';
  const hasEmail = canResendDomainVerification(metadata);
  const due = domainVerificationDue(metadata.dates?.start, now);
  const deadline = due && formatDate(due.deadline, i18n.language, { timeZone: 'UTC' });
  return (
    <Alert variant={due?.isOverdue ? 'error' : 'warning'}>
      <AlertTitle>{t('verify.title')}</AlertTitle>
      <AlertDescription className="grid gap-1">
        <p>{hasEmail ? t('verify.sent', { email: isolateLtr(email) }) : t('verify.noEmail')}</p>
        <p>{t('verify.rule', { days: DOMAIN_EMAIL_VERIFY_DAYS })}</p>
        {due && deadline && (due.isOverdue ? (
          <p className="font-medium">{t('verify.overdue', { date: deadline })}</p>
        ) : (
          <p className="font-medium">
            {t('verify.deadline', { date: deadline })} {t('verify.daysLeft', { count: due.daysLeft })}
          </p>
        ))}
      </AlertDescription>
      {hasEmail && onResend && (
        <div className="pt-2">
          <Button size="sm" variant="outline" onClick={() => setIsAsking(true)}>
            {t('verify.resend')}
          </Button>
          <ConfirmDialog
            open={isAsking}
            onOpenChange={setIsAsking}
            title={t('verify.ask.title')}
            description={t('verify.ask.text', { email: isolateLtr(email) })}
            confirmLabel={t('verify.ask.confirm')}
            onConfirm={onResend}
          />
        </div>
      )}
    </Alert>
  );
}
