import { MEMBER_ROLE_VALUES, type Member, type MemberRole, type PanelApi, type Team } from '@hostdeck/panel/contract';
import { canAddMember, canDeleteMember, canEditRole, canEditTeamProfile, checkChoice, inviteMemberIssues, teamProfileIssues, teamRecountCooldownLeft } from '@hostdeck/panel/rules';
import { nextId, requireManager, teamAccess } from './access';
import { recountUsage, serversOf } from './hosts';
import { englishFieldErrors, englishOf, type FieldWords } from './issue-english';
import { operation, query } from './operation';
import { collectErrors, done, forbidden, invalid, notFound, ok, refused, type FormAnswer } from './result';
import type { WorldTeam } from './state';
import { formatDateTime } from './time';

type ProfileInput = Parameters<PanelApi['updateTeamProfile']>[0];

/** How the team forms' answers name their fields. */
const TEAM_WORDS: Readonly<Record<string, FieldWords>> = {
  name: { subject: 'the team name' },
  country: { subject: 'the country', choices: 'a country' },
  invoice_note: { subject: 'the invoice note' },
  default_server: { subject: 'the default server' },
  email: { subject: 'the email' },
  role: { subject: 'the role', choices: 'admin, member or client' },
};

export function toTeam(team: WorldTeam, role: Team['role']): Team {
  const { id, name, user_id, plan_id, country, currency, default_server, invoice_note, expiry_at, evaluated_at } = team;
  const { usage_storage, usage_network, usage_instance, usage_users, usage_notice, gravatar } = team;
  return { id, name, user_id, role, plan_id, country, currency, default_server, invoice_note, expiry_at, evaluated_at, usage_storage, usage_network, usage_instance, usage_users, usage_notice, gravatar };
}

export const getTeam = query<{ teamId: number }, Team>((state, { teamId }) => {
  const access = teamAccess(state, teamId);
  return access.ok ? ok(toTeam(access.value.team, access.value.role)) : access;
});

/** account-area 5: name 3 to 255, invoice note up to 2000; the owner edits the profile (account-area 6). */
export const updateTeamProfile = operation<ProfileInput, FormAnswer>((state, { teamId, profile }) => {
  const access = teamAccess(state, teamId);
  if (!access.ok) return access;
  const { team, role, plan } = access.value;
  if (!canEditTeamProfile(role)) return forbidden('Only the owner can edit the team profile.');
  const server = profile.default_server === undefined ? undefined : serversOf(state, teamId).find((item) => item.id === profile.default_server);
  const values = { name: profile.name, country: profile.country, invoice_note: profile.invoice_note };
  const rules = englishFieldErrors(teamProfileIssues(values, server ? { defaultServer: server, planLevel: plan.level } : undefined), TEAM_WORDS) ?? {};
  const errors = collectErrors({ ...rules, default_server: rules.default_server ?? (profile.default_server !== undefined && !server ? 'Choose a server the team can use.' : undefined) });
  if (errors) return invalid(errors);
  Object.assign(team, { name: profile.name, country: profile.country, invoice_note: profile.invoice_note });
  if (profile.currency) team.currency = profile.currency;
  if (profile.default_server !== undefined) team.default_server = profile.default_server;
  return done('Team profile saved');
});

export const recountTeamUsage = operation<{ teamId: number }, FormAnswer>((state, { teamId }, now) => {
  const access = teamAccess(state, teamId);
  if (!access.ok) return access;
  const { team } = access.value;
  if (teamRecountCooldownLeft(team.evaluated_at, now) > 0) return refused('Usage was counted less than 10 minutes ago; try again later.');
  recountUsage(state, team, now);
  return done('Usage updated');
});

export const listMembers = query<{ teamId: number }, Member[]>((state, { teamId }) => {
  const access = teamAccess(state, teamId);
  if (!access.ok) return access;
  return ok(
    access.value.team.members.flatMap((member) => {
      const user = state.users.find((item) => item.id === member.user_id);
      return user ? [{ id: user.id, name: user.name, email: user.email, role: member.role }] : [];
    }),
  );
});

/** account-area 5, 6: managers invite by email (max 255) with a role, while seats remain. */
export const inviteMember = operation<{ teamId: number; email: string; role: MemberRole }, FormAnswer>((state, { teamId, email, role }, now) => {
  const access = teamAccess(state, teamId);
  if (!access.ok) return access;
  const denied = requireManager(access.value, 'Only the owner or an admin can invite members.');
  if (denied) return denied;
  const { team, plan } = access.value;
  const errors = englishFieldErrors(inviteMemberIssues({ email, role }), TEAM_WORDS);
  if (errors) return invalid(errors);
  if (!canAddMember(access.value.role, team.members.length, plan.users)) return refused(`The ${plan.alias} plan allows ${plan.users} users; upgrade for more seats.`);
  let user = state.users.find((item) => item.email.toLowerCase() === email.toLowerCase());
  if (user && team.members.some((member) => member.user_id === user?.id)) return invalid({ email: 'This person is already a member.' });
  if (!user) {
    user = { id: nextId(state.users, 100), name: email.slice(0, email.indexOf('@')), email, email_verified_at: null, theme: null, lang: 'en', social: [{ type: 'email', email }], created_at: formatDateTime(now), country: null, keep_english: true, github: null, banned: false };
    state.users.push(user);
  }
  team.members.push({ user_id: user.id, role });
  team.usage_users = team.members.length;
  state.notifications.unshift({ id: nextId(state.notifications, 1), user_id: user.id, title: 'Team invitation', message: `You were added to ${team.name} as ${role}.`, link: `/user/team/${team.id}/detail`, created_at: formatDateTime(now), read_at: null });
  return done(`${email} invited`);
});

/** Managers edit roles; the owner's role cannot be edited (account-area 6). */
export const changeMemberRole = operation<{ teamId: number; userId: number; role: MemberRole }, FormAnswer>((state, { teamId, userId, role }) => {
  const access = teamAccess(state, teamId);
  if (!access.ok) return access;
  const denied = requireManager(access.value, 'Only the owner or an admin can change roles.');
  if (denied) return denied;
  const member = access.value.team.members.find((item) => item.user_id === userId);
  if (!member) return notFound('Member not found');
  if (!canEditRole(access.value.role, member.role)) return forbidden("The owner's role cannot be changed.");
  const badRole = englishOf(checkChoice('role', role, MEMBER_ROLE_VALUES), TEAM_WORDS.role);
  if (badRole) return invalid({ role: badRole });
  member.role = role;
  return done('Role changed');
});

export const removeMember = operation<{ teamId: number; userId: number }, FormAnswer>((state, { teamId, userId }) => {
  const access = teamAccess(state, teamId);
  if (!access.ok) return access;
  const denied = requireManager(access.value, 'Only the owner or an admin can remove members.');
  if (denied) return denied;
  const { team } = access.value;
  const member = team.members.find((item) => item.user_id === userId);
  if (!member) return notFound('Member not found');
  if (!canDeleteMember(access.value.role, member.role)) return forbidden('The owner cannot be removed.');
  team.members = team.members.filter((item) => item.user_id !== userId);
  team.usage_users = team.members.length;
  return done('Member removed');
});
