import type { Member } from '../../../api/schemas/teams';
import { usePanel } from '../../../data/panel-provider';
import { useChangeMemberRole, useInviteMember, useRemoveMember } from '../../../data/teams/mutations';
import { useMemberList } from '../../../data/teams/page-queries';
import { homePath, teamPagePath } from '../../../rules/paths';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { TeamFrameValue } from '../team-frame/team-frame-value';
import { TeamMembersScreen } from './team-members';

export interface TeamMembersScreenContainerProps {
  /** What the team page frame hands its page: the Team (usage_users), its plan (the user limit), the viewer's role, the title. */
  frame: TeamFrameValue;
}

/**
 * The members page wired to the member list and the invite, role and remove calls. The seats come from the frame's
 * Team, which the invite and remove calls refresh (they invalidate the team detail), so the hint and the Add button
 * follow every change.
 */
export function TeamMembersScreenContainer({ frame }: TeamMembersScreenContainerProps) {
  const { teamId, teamBase, team, plan, role } = frame;
  const { session, Link, navigate } = usePanel();
  const members = useMemberList({ teamId });
  const invite = useInviteMember();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const state = combineQueries({ members });

  const onRemove = async (member: Member) => {
    await remove.mutateAsync({ teamId, userId: member.id });
    // Whoever leaves a team can no longer see it: they go back to their own websites.
    if (member.id === session.userId) navigate(homePath());
  };

  return (
    <TeamMembersScreen
      title={frame.title}
      teamName={team.name}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      members={members.data}
      viewer={{ userId: session.userId, role }}
      seats={plan ? { used: team.usage_users, limit: plan.users, planAlias: plan.alias } : undefined}
      upgradeHref={teamPagePath(teamBase, 'upgrade')}
      linkComponent={Link}
      onInvite={(input) => invite.mutateAsync({ teamId, ...input })}
      onChangeRole={(member, newRole) => changeRole.mutateAsync({ teamId, userId: member.id, role: newRole })}
      onRemove={onRemove}
    />
  );
}
