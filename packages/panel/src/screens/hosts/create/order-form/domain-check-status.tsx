import type { ParseKeys } from 'i18next';
import { Alert, AlertDescription, Button, Spinner, type AlertVariant } from '@hostdeck/ui';
import { useT } from '../../../../i18n/i18n-provider';
import type { HostDomainCheck, HostDomainCheckState } from '../../../../rules/domain-check';
import { splitDataParts } from './data-parts';

export interface HostDomainCheckStatusProps {
  check: HostDomainCheck;
  /** Looks the domain up again (offered when the check is incorrect, missing or failed). */
  onRecheck?: () => void;
}

const VARIANTS: Record<HostDomainCheckState, AlertVariant> = {
  valid: 'success',
  valid_with_note: 'info',
  loading: 'info',
  retrying: 'info',
  incorrect: 'warning',
  missing: 'warning',
  error: 'error',
  in_use: 'error',
};

/** The check's messages in the order-form area. */
type CheckMessageKey = Extract<ParseKeys<'order-form'>, `check.${string}`>;

/** A website's own domain is never looked up again: another lookup cannot make it free. */
const RECHECKABLE: readonly HostDomainCheckState[] = ['incorrect', 'missing', 'error'];

/** The check's verdict on the new website's domain: ready, ready with a note, checking, or what to fix. */
export function HostDomainCheckStatus({ check, onRecheck }: HostDomainCheckStatusProps) {
  const { t } = useT('order-form');
  const common = useT('common');
  const values = { domain: check.domain, ip: check.expectedIp ?? '', found: check.foundIps.join(', ') };
  const text = (key: CheckMessageKey) => t(key, values);
  const messages: Record<HostDomainCheckState, () => string> = {
    valid: () => text(check.kind === 'platform' ? 'check.validPlatform' : 'check.valid'),
    valid_with_note: () => {
      if (check.foundIps.length > 0) return text('check.validUnverified');
      return text(check.expectedIp ? 'check.validWithNote' : 'check.validWithNoteNoIp');
    },
    loading: () => text('check.loading'),
    retrying: () => text('check.retrying'),
    incorrect: () => text('check.incorrect'),
    missing: () => text(check.expectedIp ? 'check.missing' : 'check.missingNoIp'),
    error: () => common.t('domain.checkFailed'),
    in_use: () => text('check.inUse'),
  };
  const isBusy = check.state === 'loading' || check.state === 'retrying';
  const action =
    onRecheck && RECHECKABLE.includes(check.state) ? (
      <Button variant="outline" size="sm" onClick={onRecheck}>
        {t('check.recheck')}
      </Button>
    ) : undefined;
  return (
    <Alert variant={VARIANTS[check.state]} data-state={check.state} aria-busy={isBusy || undefined} action={action}>
      <AlertDescription className="flex items-center gap-2">
        {isBusy && <Spinner decorative />}
        <span className="min-w-0">
          {splitDataParts(messages[check.state](), Object.values(values)).map((part, index) =>
            part.isData ? (
              // Only the data may break anywhere: a long domain fits a narrow alert, the words around it stay whole.
              <span key={index} dir="ltr" data-slot="check-data" className="wrap-anywhere">
                {part.text}
              </span>
            ) : (
              part.text
            ),
          )}
        </span>
      </AlertDescription>
    </Alert>
  );
}
