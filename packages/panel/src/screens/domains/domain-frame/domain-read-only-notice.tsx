import { Alert, AlertDescription, AlertTitle } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';

/** Tells a role that may only look (a client, rules/domain-page-gate) why a domain page offers no form. */
export function DomainReadOnlyNotice() {
  const { t } = useT('domain-frame');
  return (
    <Alert variant="info">
      <AlertTitle>{t('readOnly.title')}</AlertTitle>
      <AlertDescription>{t('readOnly.text')}</AlertDescription>
    </Alert>
  );
}
