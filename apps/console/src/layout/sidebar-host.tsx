import { useId, type ComponentType } from 'react';
import { HOST_TABS, hostPath, useT, type HostTab, type PanelLinkProps } from '@hostdeck/panel';
import { isCurrentPath } from './layout-links';
import { SidebarDisclosure, SidebarLink } from './sidebar-items';

/** The host open in the console, whose pages the sidebar lists under Hosting. */
export interface SidebarHost {
  id: number;
  /** Its domain or name, shown above its pages. */
  name: string;
}

/** Host pages linked directly under the host. */
export const SIDEBAR_HOST_LINKS = ['detail', 'manage', 'runner'] as const satisfies readonly HostTab[];

/**
 * The host's two groups. Check is the host header's Check group; Admin holds the remaining pages of the spec's
 * sidebar list (database, software), so together they show database, software, nginx, dns, connection, log, user and
 * firewall once each.
 */
export const SIDEBAR_HOST_GROUPS = {
  check: HOST_TABS.check,
  admin: ['database', 'software'],
} as const satisfies Record<string, readonly HostTab[]>;

/** The host pages the sidebar links to, each labelled by its `hostTabs.<tab>` key in the shell area. */
type SidebarHostTab = (typeof SIDEBAR_HOST_LINKS)[number] | (typeof SIDEBAR_HOST_GROUPS)[keyof typeof SIDEBAR_HOST_GROUPS][number];

export interface SidebarHostLinksProps {
  host: SidebarHost;
  teamBase: string;
  currentPath: string;
  linkComponent: ComponentType<PanelLinkProps>;
}

/** The open host's pages, nested under Hosting. */
export function SidebarHostLinks({ host, teamBase, currentPath, linkComponent }: SidebarHostLinksProps) {
  const { t } = useT('shell');
  const nameId = useId();
  const hrefOf = (tab: HostTab) => hostPath(teamBase, tab, host.id);
  const link = (tab: SidebarHostTab) => (
    <SidebarLink
      key={tab}
      href={hrefOf(tab)}
      label={t(`hostTabs.${tab}`)}
      isCurrent={isCurrentPath(currentPath, hrefOf(tab))}
      linkComponent={linkComponent}
    />
  );
  const hasCurrent = (tabs: readonly HostTab[]) => tabs.some((tab) => isCurrentPath(currentPath, hrefOf(tab)));
  return (
    <div className="ps-3">
      <p id={nameId} className="truncate px-3 pt-1 text-xs text-muted-foreground" title={host.name}>
        {host.name}
      </p>
      <ul aria-labelledby={nameId} className="grid gap-0.5">
        {SIDEBAR_HOST_LINKS.map(link)}
        <SidebarDisclosure label={t('hostTabs.check')} defaultOpen={hasCurrent(SIDEBAR_HOST_GROUPS.check)}>
          {SIDEBAR_HOST_GROUPS.check.map(link)}
        </SidebarDisclosure>
        <SidebarDisclosure label={t('hostTabs.admin')} defaultOpen={hasCurrent(SIDEBAR_HOST_GROUPS.admin)}>
          {SIDEBAR_HOST_GROUPS.admin.map(link)}
        </SidebarDisclosure>
      </ul>
    </div>
  );
}
