import { Alert, AlertDescription, AlertTitle } from '@hostdeck/ui';
import type { HostStatus } from '../../../api/schemas/hosts';
import { useT } from '../../../i18n/i18n-provider';
import { inactiveReason } from '../../../rules/deploy-gate';

export interface InactiveNoticeProps {
  status: HostStatus;
}

/** The Deploy page's disabled message (host-area 4 and 8): why nothing can be deployed; the history stays readable. */
export function InactiveNotice({ status }: InactiveNoticeProps) {
  const { t } = useT('runner');
  return (
    <Alert variant="warning" data-slot="inactive-notice">
      <AlertTitle>{t('inactive.title')}</AlertTitle>
      <AlertDescription>{t(`inactive.${inactiveReason(status)}`)}</AlertDescription>
    </Alert>
  );
}
