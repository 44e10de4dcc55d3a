import type { ComponentType, ReactNode } from 'react';
import { TabBar } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import type { TeamPage } from '../../../rules/paths';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';

export interface TeamFrameScreenProps {
  /** The team pages the viewer's role may open, in tab order. */
  pages: readonly TeamPage[];
  /** The page shown inside, marked in the tab bar. */
  current: TeamPage;
  /** The path of each team page. */
  hrefOf: (page: TeamPage) => string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
  /** The page (with its own h1), or the frame's notice in its place. */
  children: ReactNode;
}

const TAB_TITLES = { detail: 'routes.teamDetail', member: 'routes.teamMember', upgrade: 'routes.teamUpgrade', invoice: 'routes.teamInvoice', history: 'routes.teamHistory' } as const;

/** The team pages' tab bar (Upgrade and Invoice for owner, admin and member; History for the owner) above the page. */
export function TeamFrameScreen({ pages, current, hrefOf, linkComponent: Link = AnchorLink, children }: TeamFrameScreenProps) {
  const { t } = useT('shell');
  return (
    <div data-slot="team-frame" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <TabBar
        label={t('nav.team')}
        items={pages.map((page) => ({ id: page, label: t(TAB_TITLES[page]), href: hrefOf(page), isCurrent: page === current }))}
        renderLink={(item, { href, children: label, ...props }) => (
          <Link key={item.id} to={href} {...props}>
            {label}
          </Link>
        )}
      />
      {children}
    </div>
  );
}
