import type { ReactNode } from 'react';
import { PageHeader, Skeleton } from '@hostdeck/ui';
import { isApiError } from '../../../api/errors';
import { usePanel } from '../../../data/panel-provider';
import { isAdministrator } from '../../../data/session';
import { useInitData } from '../../../data/session/queries';
import { useTeam } from '../../../data/teams/queries';
import { homePath, teamPagePath, type TeamPage } from '../../../rules/paths';
import { canSeeTeamPage, visibleTeamPages } from '../../../rules/permissions-roles';
import { NotAllowedScreen } from '../../common/not-allowed/not-allowed';
import { combineQueries } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { TeamFrameScreen } from './team-frame';
import type { TeamFrameValue } from './team-frame-value';

export interface TeamFrameScreenContainerProps {
  /** The page shown inside the frame. */
  page: TeamPage;
  /** The page's title (from the route table). */
  title: string;
  /** The page, given the loaded team once the viewer's role may see it. */
  children: (frame: TeamFrameValue) => ReactNode;
}

/**
 * The team page frame wired to the data layer: loads the team and initdata once for every team page, shows the tab
 * bar the viewer's role allows, loading and failure under the page's title, and the member message in place of a page
 * the role does not reach (account-area 6).
 */
export function TeamFrameScreenContainer({ page, title, children }: TeamFrameScreenContainerProps) {
  const { session, Link } = usePanel();
  const { teamId, teamBase, role } = session;
  const isAllowed = canSeeTeamPage(role, page);
  const team = useTeam({ teamId }, { enabled: isAllowed });
  const initData = useInitData({ enabled: isAllowed });
  const home = homePath(teamBase);
  const frame = (content: ReactNode) => (
    <TeamFrameScreen pages={visibleTeamPages(role)} current={page} hrefOf={(other) => teamPagePath(teamBase, other)} linkComponent={Link}>
      {content}
    </TeamFrameScreen>
  );
  if (!isAllowed || (isApiError(team.error) && team.error.isForbidden)) return frame(<NotAllowedScreen reason="role" homeHref={home} linkComponent={Link} />);

  const state = combineQueries({ team, initData });
  if (state.status === 'content' && state.data) {
    const { team: loaded, initData: init } = state.data;
    return frame(children({ teamId, teamBase, team: loaded, plan: init.plans.find((plan) => plan.id === loaded.plan_id), role, isAdministrator: isAdministrator(session), initData: init, title }));
  }
  return frame(
    <section aria-busy={state.status === 'loading'} className="grid gap-4">
      <PageHeader title={title} />
      <ScreenState status={state.status} onRetry={state.retry} isRetrying={state.isRetrying} skeleton={<Skeleton className="h-64" />}>
        {null}
      </ScreenState>
    </section>,
  );
}
