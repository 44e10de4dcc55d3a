import type { HostSettingsTab } from '@hostdeck/panel/contract';
import { canUseServer, checkDeleteConfirmation, checkDomainChange, checkRename, checkTransferTarget, hostPasswordIssues, hostSettingsGate, type HostSettingsGate } from '@hostdeck/panel/rules';
import { hostAccess, roleOf, type HostAccess } from './access';
import { isSharedDomain, newZone } from './host-factory';
import { englishFieldErrors, englishOf, type FieldWords } from './issue-english';
import { recountUsage, serversOf } from './hosts';
import { operation } from './operation';
import { collectErrors, done, forbidden, invalid, notFound, ok, type FormAnswer, type Outcome } from './result';
import type { WorldState } from './state';
import { MINUTE, formatIso } from './time';

interface HostInput {
  teamId: number;
  hostId: number;
}

/** How long a host stays `moving` or `removing` before it reaches its next status. */
export const MOVE_DURATION = 2 * MINUTE;
export const REMOVE_DURATION = MINUTE;

/** How the settings forms' answers name their fields. */
const WORDS = {
  username: { subject: 'the new username', allowed: 'letters, digits and hyphens' },
  cname: { subject: 'the new domain' },
  wordpass: { subject: 'the typed username', says: { mismatch: 'Type the username of the host exactly to confirm.' } },
  team_id: { subject: 'the receiving team' },
} satisfies Record<string, FieldWords>;

const GATE_MESSAGES: Record<Exclude<HostSettingsGate, 'allowed'>, string> = {
  'not-allowed': 'Only the owner or an admin can change this host.',
  inactive: 'This host is not active; its settings cannot change now.',
  upgrade: 'Moving a host to another server needs a plan with manual backups; upgrade first.',
};

/** The gate every settings form shares (host-area 4, 6): the panel's hostSettingsGate, in its order. */
function settingsAccess(state: WorldState, tab: HostSettingsTab, { teamId, hostId }: HostInput): Outcome<HostAccess> {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access;
  const { role, host, plan } = access.value;
  const gate = hostSettingsGate(tab, { role, status: host.record.status, planLevel: plan.level, features: state.catalog.features });
  return gate === 'allowed' ? access : forbidden(GATE_MESSAGES[gate]);
}

const usedBy = (state: WorldState, check: (record: WorldState['hosts'][number]['record']) => boolean) =>
  state.hosts.some((host) => host.record.status !== 'removed' && check(host.record));

export const renameHost = operation<HostInput & { username: string }, FormAnswer>((state, input) => {
  const access = settingsAccess(state, 'rename', input);
  if (!access.ok) return access;
  const { host } = access.value;
  const current = host.record.username;
  const error = englishOf(checkRename(input.username, current), WORDS.username) ?? (usedBy(state, (record) => record.username === input.username) ? 'The username is already taken.' : undefined);
  if (error) return invalid({ username: error });
  const { [current]: owner, ...others } = host.users;
  host.users = { [input.username]: owner ?? { 'User type': 'Server owner' }, ...others };
  host.record.username = input.username;
  host.record.ssh_username = input.username;
  return done(`Username changed to ${input.username}`);
});

export const changeHostDomain = operation<HostInput & { domain: string }, FormAnswer>((state, input, now) => {
  const access = settingsAccess(state, 'cname', input);
  if (!access.ok) return access;
  const { host } = access.value;
  const domain = input.domain.toLowerCase();
  const error = englishOf(checkDomainChange(domain, host.record.domain), WORDS.cname) ?? (usedBy(state, (record) => record.domain === domain) ? 'The domain is already used by another host.' : undefined);
  if (error) return invalid({ cname: error });
  const server = state.servers.find((item) => item.id === host.record.server_id);
  for (const site of host.nginx) site.domain = site.domain === host.record.domain ? domain : site.domain.replace(`.${host.record.domain}`, `.${domain}`);
  host.zone = server && !isSharedDomain(domain, state.servers) ? newZone(domain, server, Number(formatIso(now).slice(0, 10).replaceAll('-', '')) * 100 + 1) : null;
  host.record.domain = domain;
  return done(`Domain changed to ${domain}`);
});

export const changeHostPassword = operation<HostInput & { password: string; mysqlPassword?: string; postgresPassword?: string }, FormAnswer>((state, input) => {
  const access = settingsAccess(state, 'passwd', input);
  if (!access.ok) return access;
  const { host } = access.value;
  const features = state.servers.find((item) => item.id === host.record.server_id)?.features ?? [];
  // host-area 2: separate database passwords exist only on servers whose features list them.
  const missing = (password: string | undefined, feature: string) => (password && !features.includes(feature) ? `This server has no ${feature}.` : undefined);
  const rules = englishFieldErrors(hostPasswordIssues({ password: input.password, mypasswd: input.mysqlPassword, pgpasswd: input.postgresPassword })) ?? {};
  const errors = collectErrors({
    password: rules.password,
    mypasswd: missing(input.mysqlPassword, 'mysql') ?? rules.mypasswd,
    pgpasswd: missing(input.postgresPassword, 'postgresql') ?? rules.pgpasswd,
  });
  if (errors) return invalid(errors);
  host.record.password = input.password;
  if (host.stats) {
    host.stats.mypasswd = input.mysqlPassword || host.stats.mypasswd;
    host.stats.pgpasswd = input.postgresPassword || host.stats.pgpasswd;
  }
  return done('Password changed');
});

/** Moving needs the manual backup plan level (host-area 6) and a server the plan may use (host-area 5.6). */
export const moveHost = operation<HostInput & { serverId: number }, FormAnswer>((state, input, now) => {
  const access = settingsAccess(state, 'server', input);
  if (!access.ok) return access;
  const { host, plan, team } = access.value;
  const server = serversOf(state, team.id).find((item) => item.id === input.serverId);
  if (!server) return invalid({ server_id: 'Choose a server.' });
  if (server.id === host.record.server_id) return invalid({ server_id: 'The host is already on this server.' });
  if (!canUseServer(server, plan.level)) return invalid({ server_id: `The ${server.endpoint} server needs a higher plan.` });
  host.record.server_id = server.id;
  host.record.status = 'moving';
  host.transition = { status: 'active', at: formatIso(now + MOVE_DURATION) };
  for (const record of host.zone?.a ?? []) if (record.name === '@') record.ip = server.ip ?? record.ip;
  for (const record of host.zone?.aaaa ?? []) if (record.name === '@' && server.ip6) record.ip = server.ip6;
  return done(`Moving to ${server.endpoint}`);
});

/**
 * Moves the host to another team the user manages (the panel's transferTargetTeams: owner or admin there, not this
 * team); the host's usage counts in the receiving team from then on.
 */
export const transferHost = operation<HostInput & { targetTeamId: number }, FormAnswer>((state, input) => {
  const access = settingsAccess(state, 'transfer', input);
  if (!access.ok) return access;
  const { host, team, user } = access.value;
  const teams = state.teams.flatMap((item) => {
    const role = roleOf(item, user.id);
    return role ? [{ id: item.id, role }] : [];
  });
  const refused = englishOf(checkTransferTarget(input.targetTeamId, teams, team.id), WORDS.team_id);
  if (refused) return invalid({ team_id: refused });
  const target = state.teams.find((item) => item.id === input.targetTeamId);
  if (!target) return notFound('Team not found');
  host.team_id = target.id;
  recountUsage(state, team);
  recountUsage(state, target);
  return done(`Transferred to ${target.name}`);
});

/** host-area 5.16: the typed text must equal the host's username; the host is then removed. */
export const deleteHost = operation<HostInput & { username: string }, FormAnswer>((state, input, now) => {
  const access = settingsAccess(state, 'delete', input);
  if (!access.ok) return access;
  const { host, team } = access.value;
  const typed = englishOf(checkDeleteConfirmation(input.username, host.record.username), WORDS.wordpass);
  if (typed) return invalid({ wordpass: typed });
  host.record.status = 'removing';
  host.transition = { status: 'removed', at: formatIso(now + REMOVE_DURATION) };
  recountUsage(state, team);
  return ok({ message: 'The host is being removed' });
});
