import type { ParseKeys } from 'i18next';
import { MEMBER_ROLE_VALUES, type Member, type MemberRole } from '../../../api/schemas/teams';
import type { TeamRole } from '../../../rules/permissions-roles';

/** Who looks at the members page: their own row is marked, and their role decides the buttons. */
export interface MembersViewer {
  userId: number;
  role: TeamRole;
}

/** What the invite dialog sends. */
export interface InviteMemberInput {
  email: string;
  role: MemberRole;
}

/** The name every role shows with, in the team-members catalog. */
export const ROLE_LABEL_KEYS = {
  owner: 'roles.owner',
  admin: 'roles.admin',
  member: 'roles.member',
  client: 'roles.client',
} as const satisfies Record<TeamRole, ParseKeys<'team-members'>>;

/** What each role a manager can give may do, under the role select. */
export const ROLE_HINT_KEYS = {
  admin: 'roleHints.admin',
  member: 'roleHints.member',
  client: 'roleHints.client',
} as const satisfies Record<MemberRole, ParseKeys<'team-members'>>;

/** A role a manager can give (every role but owner). */
export function isMemberRole(role: string): role is MemberRole {
  return (MEMBER_ROLE_VALUES as readonly string[]).includes(role);
}

/** How a member is named where the name may be empty (a fresh invitee before they sign in). */
export function memberName(member: Pick<Member, 'name' | 'email'>): string {
  return member.name.trim() || member.email;
}
