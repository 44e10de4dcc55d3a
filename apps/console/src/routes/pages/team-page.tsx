import { useEffect } from 'react';
import { TeamFrameScreenContainer, teamPageOfRoute, type TeamPage as TeamPageName } from '@hostdeck/panel';
import { retryableLazy, type PreloadablePage } from '../retryable-lazy';
import { FramePageSuspense } from './frame-page-suspense';
import type { PageProps } from './page-props';
import type { TeamTabPageProps } from './team-tab-props';

// Each team page is its own chunk, fetched when the page is first shown, inside the frame that is already there.
const TEAM_PAGES: Readonly<Record<TeamPageName, PreloadablePage<TeamTabPageProps>>> = {
  detail: retryableLazy(() => import('./team-detail-page').then((module) => ({ default: module.TeamDetailPage }))),
  member: retryableLazy(() => import('./team-member-page').then((module) => ({ default: module.TeamMembersPage }))),
  upgrade: retryableLazy(() => import('./team-upgrade-page').then((module) => ({ default: module.TeamUpgradePage }))),
  invoice: retryableLazy(() => import('./team-invoice-page').then((module) => ({ default: module.TeamInvoicesPage }))),
  history: retryableLazy(() => import('./team-history-page').then((module) => ({ default: module.TeamHistoryPage }))),
};

/** Every team page (detail, member, upgrade, invoice, history): the team page frame and, inside it, the page's screen. */
export function TeamPage({ route, title }: PageProps) {
  const page = teamPageOfRoute(route.id);
  if (!page) throw new Error(`Route ${route.id} is no team page`);
  const TabPage = TEAM_PAGES[page];
  // The screen's chunk downloads while the frame loads the team, not after it.
  useEffect(() => TabPage.preload(), [TabPage]);
  return (
    <TeamFrameScreenContainer page={page} title={title}>
      {(frame) => (
        <FramePageSuspense title={title}>
          <TabPage frame={frame} />
        </FramePageSuspense>
      )}
    </TeamFrameScreenContainer>
  );
}
