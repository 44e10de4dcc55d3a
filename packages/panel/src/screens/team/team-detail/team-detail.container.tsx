import { useCallback } from 'react';
import { usePanel } from '../../../data/panel-provider';
import { useRecountTeamUsage, useUpdateTeamProfile } from '../../../data/teams/mutations';
import { useTeam } from '../../../data/teams/queries';
import { homePath } from '../../../rules/paths';
import type { TeamProfilePayload } from '../../../rules/team-detail';
import type { TeamFrameValue } from '../team-frame/team-frame-value';
import { TeamDetailScreen } from './team-detail';

export interface TeamDetailScreenContainerProps {
  /** What the team page frame hands its page: the team, its plan, the viewer's role, initdata and the title. */
  frame: TeamFrameValue;
  /** The clock (epoch ms) of the recount's cooldown; Date.now by default, the simulated world's time in stories. */
  clock?: () => number;
}

/** The team detail page wired to the profile save and the usage recount; the frame has already loaded the team. */
export function TeamDetailScreenContainer({ frame, clock }: TeamDetailScreenContainerProps) {
  const { Link } = usePanel();
  const { teamId } = frame;
  // The frame's own query: after a save or a recount it is fetched again, and this page shows the fresh team.
  const team = useTeam({ teamId }).data ?? frame.team;
  const { mutateAsync: updateProfile } = useUpdateTeamProfile();
  const { mutateAsync: recountUsage, isPending: isRecounting } = useRecountTeamUsage();
  const onSaveProfile = useCallback((profile: TeamProfilePayload) => updateProfile({ teamId, profile }), [updateProfile, teamId]);
  const onRecount = useCallback(() => recountUsage({ teamId }), [recountUsage, teamId]);
  return (
    <TeamDetailScreen
      title={frame.title}
      team={team}
      plan={frame.initData.plans.find((plan) => plan.id === team.plan_id) ?? frame.plan}
      role={frame.role}
      plans={frame.initData.plans}
      servers={frame.initData.servers}
      mainAccountHref={homePath()}
      linkComponent={Link}
      onSaveProfile={onSaveProfile}
      onRecount={onRecount}
      isRecounting={isRecounting}
      clock={clock}
    />
  );
}
