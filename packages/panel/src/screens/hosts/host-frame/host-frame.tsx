import type { ComponentType, ReactNode } from 'react';
import type { Host } from '../../../api/schemas/hosts';
import { useT } from '../../../i18n/i18n-provider';
import { HOST_STATUS_BADGES } from '../host-status';
import type { HostTab } from '../../../rules/paths';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';
import { RecordFrame } from '../../common/record-frame/record-frame';
import { HostFrameMenus } from './host-frame-menus';


export interface HostFrameScreenProps {
  /** The host the pages are about; undefined while it loads (or when it failed to). */
  host: Pick<Host, 'domain' | 'status'> | undefined;
  /** The page shown inside, marked in its menu. */
  tab: HostTab;
  /** Where the back link leads: the team's website list. */
  backHref: string;
  /** The path of each host page of this host. */
  hrefOf: (tab: HostTab) => string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
  /** The page (with its own h1), or the frame's notice in its place. */
  children: ReactNode;
}

/**
 * The shared header of every host page (/host/{tab}/{id}): the way back to the websites, the website's domain and
 * status, and the Setup, Check and Admin menus with the current page marked. On a phone the menus wrap under the domain.
 */
export function HostFrameScreen({ host, tab, backHref, hrefOf, linkComponent: Link = AnchorLink, children }: HostFrameScreenProps) {
  const { t } = useT('host-frame');
  return (
    <RecordFrame
      slot="host-frame"
      headerClassName="border-b border-border pb-4"
      backHref={backHref}
      backLabel={t('back')}
      Link={Link}
      name={host?.domain}
      nameLabel={t('website')}
      status={host && { label: t(`status.${host.status}`, { defaultValue: host.status }), variant: HOST_STATUS_BADGES[host.status] ?? 'outline' }}
      navigation={<HostFrameMenus current={tab} hrefOf={hrefOf} Link={Link} />}
    >
      {children}
    </RecordFrame>
  );
}
