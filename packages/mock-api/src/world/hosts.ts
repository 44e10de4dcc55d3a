import type { Host, HostDetail, HostOrderResult, HostServer, HostStats, PanelApi } from '@hostdeck/panel/contract';
import {
  CUSTOM_DOMAIN_CHOICE,
  HOST_LIST_PAGE_SIZE,
  canManageHosts,
  canUseGlobalDomain,
  canUseServer,
  checkCustomDomain,
  checkHostName,
  checkNewPassword,
  domainInUseBy,
  isAtWebsiteLimit,
  isPaidPlan,
  keepsLifecycleFeatures,
  recountCooldownLeft,
} from '@hostdeck/panel/rules';
import { hostAccess, nextId, requireUsablePlan, teamAccess, teamBase } from './access';
import { beginDeployment, TEMPLATE_INVALID } from './deploy';
import { englishOf, type FieldWords } from './issue-english';
import { parseDeployScript } from './deploy-script';
import { newHost } from './host-factory';
import { operation, query } from './operation';
import { withRandom } from './random';
import { collectErrors, done, forbidden, invalid, ok, refused, type FormAnswer } from './result';
import { freshStats } from './settle';
import type { WorldHost, WorldServer, WorldState, WorldTeam } from './state';
import { formatDateTime, parseTime } from './time';

/** How the order's answers name its fields (host-area 5.1 to 5.3). */
const USERNAME_WORDS: FieldWords = { subject: 'the username', allowed: 'lowercase letters, digits and hyphens, starting with a letter and ending with a letter or digit' };
const DOMAIN_WORDS: FieldWords = { subject: 'the domain' };

/**
 * The order form's domain choice behind an order's full domain: the suffix after `<name>.` (host-area 5.1 counts the
 * name against it), or the custom-domain choice when the domain is not under the name.
 */
export function domainChoiceOf(name: string, domain: string): string {
  return domain.startsWith(`${name}.`) ? domain.slice(name.length + 1) : CUSTOM_DOMAIN_CHOICE;
}

/** The list row: the detail's record without its passwords. */
export function toListHost(host: WorldHost): Host {
  return { ...host.record, password: null, ssh_password: null };
}

/** The order form's input, as the contract names it. */
export type HostOrder = Parameters<PanelApi['createHost']>[0];

export function toHostServer(server: WorldServer): HostServer {
  const { id, endpoint, title, ip6, vcpu, ram, arch, feature_level, global_domain, wildcard_domain, features } = server;
  return { id, endpoint, title, ip: server.ip ?? '', ip6, vcpu, ram, arch, feature_level, global_domain, wildcard_domain, features: [...features] };
}

/** Servers a team may order on: the public ones and its own self-hosted ones. */
export function serversOf(state: WorldState, teamId: number): WorldServer[] {
  return state.servers.filter((server) => server.team_id === null || server.team_id === teamId);
}

/** Recomputes a team's usage meters from its hosts and members; a recount asked for by the user also stamps evaluated_at. */
export function recountUsage(state: WorldState, team: WorldTeam, evaluatedAt?: number): void {
  const hosts = state.hosts.filter((host) => host.team_id === team.id && host.record.status !== 'removed');
  team.usage_storage = hosts.reduce((sum, host) => sum + (host.stats?.quota_server ?? 0), 0);
  team.usage_network = hosts.reduce((sum, host) => sum + (host.stats?.quota_net ?? 0), 0);
  team.usage_instance = hosts.length;
  team.usage_users = team.members.length;
  if (evaluatedAt !== undefined) team.evaluated_at = formatDateTime(evaluatedAt);
}

export const listHosts = query<{ teamId: number; page?: number; serverId?: number }, Host[]>((state, { teamId, page = 1, serverId }) => {
  const access = teamAccess(state, teamId);
  if (!access.ok) return access;
  if (!Number.isInteger(page) || page < 1) return invalid({ page: 'The page must be 1 or more.' });
  const rows = state.hosts
    .filter((host) => host.team_id === teamId && (serverId === undefined || host.record.server_id === serverId))
    .sort((a, b) => b.record.id - a.record.id);
  return ok(rows.slice((page - 1) * HOST_LIST_PAGE_SIZE, page * HOST_LIST_PAGE_SIZE).map(toListHost));
});

export const getHostDetail = query<{ teamId: number; hostId: number }, HostDetail>((state, { teamId, hostId }) => {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access;
  const host = access.value.host;
  const server = state.servers.find((item) => item.id === host.record.server_id);
  if (!server) throw new Error(`Host ${hostId} is on unknown server ${host.record.server_id}`);
  return ok({ host: { ...host.record }, server: toHostServer(server) });
});

export const getHostStats = query<{ hostId: number }, HostStats | null>((state, { hostId }) => {
  const access = hostAccess(state, hostId);
  return access.ok ? ok(access.value.host.stats) : access;
});

export const recountHosts = operation<{ teamId: number }, FormAnswer>((state, { teamId }, now) => {
  const access = teamAccess(state, teamId);
  if (!access.ok) return access;
  const { team } = access.value;
  if (recountCooldownLeft(team.evaluated_at, now) > 0) return refused('Usage was counted less than a minute ago; try again later.');
  for (const host of state.hosts.filter((item) => item.team_id === teamId && item.stats)) countHost(host, now);
  recountUsage(state, team, now);
  return done('Usage updated');
});

function countHost(host: WorldHost, now: number): void {
  host.stats ??= freshStats(parseTime(host.record.created_at), now);
  host.stats.updated_at = formatDateTime(now);
  host.record.quota_server = host.stats.quota_server;
  host.record.quota_net = host.stats.quota_net;
}

export const recountHost = operation<{ teamId: number; hostId: number }, FormAnswer>((state, { teamId, hostId }, now) => {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access;
  countHost(access.value.host, now);
  return done('Usage updated');
});

export const updateHost = operation<{ teamId: number; hostId: number }, FormAnswer>((state, { teamId, hostId }) => {
  const access = hostAccess(state, hostId, teamId);
  return access.ok ? done('Host record refreshed') : access;
});

/** The order form (host-area 5.1 to 5.6): members cannot order, locked and banned plans cannot, limits apply. */
export const createHost = operation<HostOrder, HostOrderResult>((state, order, now) => {
  const access = teamAccess(state, order.teamId);
  if (!access.ok) return access;
  const denied = (canManageHosts(access.value.role) ? undefined : forbidden('Members cannot create hosts.')) ?? requireUsablePlan(access.value);
  if (denied) return denied;
  const { team, plan, user } = access.value;
  const live = state.hosts.filter((host) => host.team_id === team.id && host.record.status !== 'removed').length;
  if (isAtWebsiteLimit(live, plan.instance)) return refused(`The ${plan.alias} plan allows ${plan.instance} websites; upgrade to add more.`);
  const server = serversOf(state, team.id).find((item) => item.id === order.serverId);
  const taken = (check: (host: WorldHost) => boolean) => state.hosts.some((host) => host.record.status !== 'removed' && check(host));
  const liveDomains = state.hosts.filter((host) => host.record.status !== 'removed').map((host) => host.record.domain);
  // The nearest parent: blog.shop.lestari.studio merges into shop.lestari.studio, not into lestari.studio.
  const parent = state.hosts
    .filter((host) => host.record.status !== 'removed' && order.domain.endsWith(`.${host.record.domain}`))
    .reduce<WorldHost | undefined>((nearest, host) => (nearest && nearest.record.domain.length >= host.record.domain.length ? nearest : host), undefined);
  const errors = collectErrors({
    username: englishOf(checkHostName(order.username, domainChoiceOf(order.username, order.domain)), USERNAME_WORDS) ?? (taken((host) => host.record.username === order.username) ? 'The username is already taken.' : undefined),
    server_id: !server ? 'Choose a server.' : canUseServer(server, plan.level) ? undefined : `The ${server.endpoint} server needs a higher plan.`,
    domain:
      englishOf(checkCustomDomain(order.domain), DOMAIN_WORDS) ??
      // The panel's own rule: the same domain, or the www. name of a live website (the order form refuses these too).
      (domainInUseBy(order.domain, liveDomains) !== undefined ? 'The domain is already used by another host.' : undefined) ??
      (server?.global_domain && order.domain.endsWith(`.${server.global_domain}`) && !canUseGlobalDomain(server, plan.level, state.catalog.features) ? `The ${server.global_domain} domain needs a higher plan.` : undefined),
    merge_parent: order.mergeWithParent && (!parent || parent.record.server_id !== order.serverId) ? `The server must be ${state.servers.find((item) => item.id === parent?.record.server_id)?.endpoint ?? 'the parent domain\u2019s server'}` : undefined,
    password: englishOf(checkNewPassword(order.password)),
    template: parseDeployScript(order.template) ? undefined : TEMPLATE_INVALID,
  });
  if (errors || !server) return invalid(errors ?? { server_id: 'Choose a server.' });
  const id = nextId(state.hosts.map((host) => host.record), 1001);
  const host = withRandom(state, (random) =>
    newHost({ id, teamId: team.id, userId: user.id, username: order.username, domain: order.domain, password: order.password, server, createdAt: now, status: 'starting', firewall: isPaidPlan(plan.level) ? 'off' : 'on', busy: false, managedDns: parent ? false : undefined, now, random }, state.servers),
  );
  state.hosts.push(host);
  beginDeployment(state, host, order.template, now, { userId: user.id, isAdmin: keepsLifecycleFeatures(user.id) });
  recountUsage(state, team);
  return ok({ id, message: 'Your website is being prepared', redirect: `${teamBase(state, team.id)}/host/runner/${id}` });
});
