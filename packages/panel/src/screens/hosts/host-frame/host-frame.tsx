import type { ComponentType, ReactNode } from 'react';
import { BackLink, Badge, Skeleton } from '@hostdeck/ui';
import type { Host } from '../../../api/schemas/hosts';
import { useT } from '../../../i18n/i18n-provider';
import { HOST_STATUS_BADGES } from '../host-status';
import type { HostTab } from '../../../rules/paths';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';
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
    <div data-slot="host-frame" className="grid min-w-0 gap-6">
      <header className="grid min-w-0 gap-3 border-b border-border pb-4">
        <BackLink asChild>
          <Link to={backHref}>{t('back')}</Link>
        </BackLink>
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          {host ? (
            <>
              <p className="min-w-0 text-lg font-semibold break-all" data-slot="host-frame-domain">
                <span className="sr-only">{t('website')} </span>
                <bdi dir="ltr">{host.domain}</bdi>
              </p>
              <Badge variant={HOST_STATUS_BADGES[host.status] ?? 'outline'}>{t(`status.${host.status}`, { defaultValue: host.status })}</Badge>
            </>
          ) : (
            <Skeleton className="h-7 w-56" aria-hidden />
          )}
        </div>
        <HostFrameMenus current={tab} hrefOf={hrefOf} Link={Link} />
      </header>
      {children}
    </div>
  );
}
