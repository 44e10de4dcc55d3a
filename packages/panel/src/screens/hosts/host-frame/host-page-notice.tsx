import type { ComponentType } from 'react';
import { Alert, AlertDescription, AlertTitle, Button, PageHeader } from '@hostdeck/ui';
import type { HostStatus } from '../../../api/schemas/hosts';
import { useT } from '../../../i18n/i18n-provider';
import { inactiveReason } from '../../../rules/deploy-gate';
import type { PanelLinkProps } from '../../common/link/panel-link';

export interface HostPageNoticeProps {
  /** The page's title, still its h1. */
  title: string;
  /** 'inactive': the page's disabled message; 'not-allowed': the member message. */
  kind: 'inactive' | 'not-allowed';
  status: HostStatus;
  /** The website's Info page, which every role can see in any state. */
  detailHref: string;
  Link: ComponentType<PanelLinkProps>;
}

/** Shown inside the frame instead of a page the host's state or the viewer's role closes (host-area 4, 6, 8). */
export function HostPageNotice({ title, kind, status, detailHref, Link }: HostPageNoticeProps) {
  const { t } = useT('host-frame');
  const { t: common } = useT('common');
  return (
    <section className="grid gap-4">
      <PageHeader title={title} />
      <Alert variant={kind === 'inactive' ? 'warning' : 'info'} data-slot="host-page-notice">
        <AlertTitle>{kind === 'inactive' ? t('inactive.title', { page: title }) : common('access.memberNotAllowed')}</AlertTitle>
        <AlertDescription>{kind === 'inactive' ? t(`inactive.${inactiveReason(status)}`, { page: title }) : t('memberText', { page: title })}</AlertDescription>
      </Alert>
      <Button variant="outline" className="justify-self-start" asChild>
        <Link to={detailHref}>{t('toDetail')}</Link>
      </Button>
    </section>
  );
}
