import type { ComponentType } from 'react';
import { ArrowRightLeft, Plus } from 'lucide-react';
import { Button } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { domainCreatePath, domainTransferPath } from '../../../rules/record-paths';
import type { PanelLinkProps } from '../../common/link/panel-link';

export interface DomainListActionsProps {
  teamBase: string;
  linkComponent: ComponentType<PanelLinkProps>;
}

/** New order and Transfer domain, for managers only (the screen decides whether to draw them). */
export function DomainListActions({ teamBase, linkComponent: Link }: DomainListActionsProps) {
  const { t } = useT('domain-list');
  return (
    <>
      <Button asChild>
        <Link to={domainCreatePath(teamBase)}>
          <Plus aria-hidden />
          {t('actions.order')}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={domainTransferPath(teamBase)}>
          <ArrowRightLeft aria-hidden />
          {t('actions.transfer')}
        </Link>
      </Button>
    </>
  );
}
