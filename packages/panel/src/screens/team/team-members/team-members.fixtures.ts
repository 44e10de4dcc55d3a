import { createWorldStore, DEFAULT_TEAM_ID, getInitData, getTeam, listMembers, type Outcome } from '@hostdeck/mock-api';
import type { Member } from '../../../api/schemas/teams';
import type { TeamMembersScreenProps } from './team-members';
import type { TeamSeats } from './seats-hint';

/**
 * The members stories' data, read from the simulated world the container stories and the demo run on (owner-paid):
 * Lestari Studio on the Kit plan (10 users) with its owner Maya, admin Raka, member Dewi and client Arka.
 */
const store = createWorldStore({ scenario: 'owner-paid' });

function answerOf<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`team-members fixtures: the world refused ${what}: ${outcome.message}`);
  return outcome.value;
}

const team = answerOf(store.run(getTeam, { teamId: DEFAULT_TEAM_ID }), 'the studio team');
const plan = answerOf(store.run(getInitData, undefined), 'initdata').plans.find((item) => item.id === team.plan_id);
if (!plan) throw new Error('team-members fixtures: the studio plan is missing from initdata');

export const STUDIO_NAME = team.name;
export const STUDIO_MEMBERS: readonly Member[] = answerOf(store.run(listMembers, { teamId: DEFAULT_TEAM_ID }), 'the studio members');

function memberWithRole(role: Member['role']): Member {
  const member = STUDIO_MEMBERS.find((item) => item.role === role);
  if (!member) throw new Error(`team-members fixtures: the studio has no ${role}`);
  return member;
}

export const STUDIO_OWNER = memberWithRole('owner');
export const STUDIO_ADMIN = memberWithRole('admin');
export const STUDIO_MEMBER = memberWithRole('member');
export const STUDIO_CLIENT = memberWithRole('client');

/** 4 of the Kit plan's 10 users. */
export const STUDIO_SEATS: TeamSeats = { used: team.usage_users, limit: plan.users, planAlias: plan.alias };
export const STUDIO_UPGRADE_HREF = '/user/upgrade';

/** The screen's props: the owner's view of the studio, loaded. */
export const teamMembersArgs = {
  title: 'Members',
  teamName: STUDIO_NAME,
  status: 'content',
  members: STUDIO_MEMBERS,
  viewer: { userId: STUDIO_OWNER.id, role: 'owner' },
  seats: STUDIO_SEATS,
  upgradeHref: STUDIO_UPGRADE_HREF,
} satisfies Partial<TeamMembersScreenProps>;
