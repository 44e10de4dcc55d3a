import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { BadgeDollarSign, Boxes, Contact, DatabaseBackup, Globe, LifeBuoy, Server, Ticket, UserRound, Users } from 'lucide-react';
import {
  backupListPath,
  domainListPath,
  hostListPath,
  inviteCodePath,
  profilePath,
  serverListPath,
  teamPagePath,
  useT,
  usersPath,
  visibleSidebarLinks,
  visibleTeamPages,
  type FeatureLevels,
  type PanelLinkProps,
  type SidebarSection as RouteSection,
  type TeamRole,
} from '@hostdeck/panel';
import { cn } from '@hostdeck/ui';
import { matchConsoleRoute } from '../routes/match-console-route';
import { helpLinkEntries, isCurrentPath, TEAM_PAGE_LABEL_KEYS, type HelpLinks } from './layout-links';
import { SidebarHostLinks, type SidebarHost } from './sidebar-host';
import { SidebarExternalLink, SidebarLink, SidebarSection } from './sidebar-items';

export interface SidebarProps {
  /** The signed-in user; id 1 is the administrator (users and sales, no invite code). */
  userId: number;
  /** Initdata's features map: it decides the domain, backup, server and invite-code links. */
  features: FeatureLevels;
  /** The role in the current team: it decides the team pages (Upgrade, Invoices, Archives). */
  role: TeamRole;
  /** '/user' or '/user/team/{teamId}'. */
  teamBase: string;
  /** The path shown now; its link gets aria-current="page". */
  currentPath: string;
  /** The host open now: its pages are listed under Hosting. */
  currentHost?: SidebarHost | null;
  /** The help section's external links; those left out are not shown. */
  helpLinks: HelpLinks;
  /** The administrator's sales page; the link shows only when given. */
  salesHref?: string;
  linkComponent: ComponentType<PanelLinkProps>;
  /** Called when a link is followed (mouse or keyboard), e.g. to close the sheet on narrow screens. */
  onNavigate?: (href: string) => void;
  className?: string;
}

/** The console's main navigation: sections by installation features, team pages by role, help links. */
export function Sidebar({
  userId,
  features,
  role,
  teamBase,
  currentPath,
  currentHost,
  helpLinks,
  salesHref,
  linkComponent,
  onNavigate,
  className,
}: SidebarProps) {
  const { t } = useT('shell');
  const visible = new Set(visibleSidebarLinks({ userId, features }));
  const helps = helpLinkEntries(helpLinks);
  const route = matchConsoleRoute(currentPath)?.route;
  const section: RouteSection = route?.kind === 'page' ? route.section : 'none';
  const link = (href: string, label: string, icon: ReactNode, ownSection?: RouteSection) => (
    <SidebarLink
      href={href}
      label={label}
      icon={icon}
      isCurrent={isCurrentPath(currentPath, href)}
      isInSection={ownSection !== undefined && section === ownSection}
      linkComponent={linkComponent}
    />
  );

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    // Router links prevent the default themselves, so a prevented click still counts as following the link.
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a[href]');
    if (anchor) onNavigate(anchor.getAttribute('href') ?? '');
  };

  return (
    // Link activations (click or Enter) bubble up here; the links themselves stay the interactive elements.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <nav aria-label={t('layout.mainNavigation')} onClick={handleClick} className={cn('text-sm', className)}>
      <ul className="grid gap-0.5">
        {link(hostListPath(teamBase), t('nav.hosting'), <Boxes />, 'hosting')}
        {currentHost && (
          <li>
            <SidebarHostLinks host={currentHost} teamBase={teamBase} currentPath={currentPath} linkComponent={linkComponent} />
          </li>
        )}
        {visible.has('domain') && link(domainListPath(teamBase), t('nav.domains'), <Globe />, 'domain')}
        {visible.has('backup') && link(backupListPath(teamBase), t('nav.backups'), <DatabaseBackup />, 'backup')}
        {visible.has('server') && link(serverListPath(teamBase), t('nav.servers'), <Server />, 'server')}
        {visible.has('inviteCode') && link(inviteCodePath(teamBase), t('nav.inviteCode'), <Ticket />, 'inviteCode')}
        <SidebarSection label={t('nav.team')} icon={<Users />}>
          {visibleTeamPages(role).map((page) => (
            <SidebarLink
              key={page}
              href={teamPagePath(teamBase, page)}
              label={t(TEAM_PAGE_LABEL_KEYS[page])}
              isCurrent={isCurrentPath(currentPath, teamPagePath(teamBase, page))}
              linkComponent={linkComponent}
            />
          ))}
        </SidebarSection>
        {link(profilePath(), t('nav.profile'), <UserRound />, 'profile')}
        {visible.has('users') && link(usersPath(), t('nav.users'), <Contact />, 'admin')}
        {visible.has('sales') && salesHref && link(salesHref, t('nav.sales'), <BadgeDollarSign />)}
        {helps.length > 0 && (
          <SidebarSection label={t('nav.help')} icon={<LifeBuoy />}>
            {helps.map(({ key, href }) => (
              <SidebarExternalLink key={key} href={href} label={t(`nav.${key}`)} />
            ))}
          </SidebarSection>
        )}
      </ul>
    </nav>
  );
}
