import type { ComponentType } from 'react';
import { Alert, AlertDescription, Link as LinkStyle } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';

export interface ServerUpgradeNoticeProps {
  /** The team's upgrade page. */
  upgradeHref: string;
  linkComponent?: ComponentType<PanelLinkProps>;
}

/** Below the manual-backup plan level moving is not offered: the upgrade message takes the form's place (host-area 6). */
export function ServerUpgradeNotice({ upgradeHref, linkComponent: Link = AnchorLink }: ServerUpgradeNoticeProps) {
  const { t } = useT('host-settings');
  return (
    <Alert variant="info">
      <AlertDescription>
        {t('server.upgrade.text')}{' '}
        <LinkStyle asChild>
          <Link to={upgradeHref}>{t('server.upgrade.link')}</Link>
        </LinkStyle>
      </AlertDescription>
    </Alert>
  );
}
