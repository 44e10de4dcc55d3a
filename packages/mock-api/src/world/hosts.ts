import type { Host, HostDetail, HostOrderResult, HostServer, HostStats, PanelApi } from '@hostdeck/panel';
import { featureLevel, hostAccess, nextId, requireManager, requireUsablePlan, teamAccess, teamBase } from './access';
import { beginDeployment, TEMPLATE_INVALID } from './deploy';
import { parseDeployScript } from './deploy-script';
import { newHost } from './host-factory';
import { operation } from './operation';
import { withRandom } from './random';
import { collectErrors, done, invalid, ok, refused, type FormAnswer } from './result';
import { freshStats } from './settle';
import { PLAN_LEVEL, type WorldHost, type WorldServer, type WorldState, type WorldTeam } from './state';
import { MINUTE, formatDateTime, parseTime } from './time';
import { checkDomain, checkPassword, checkUsername } from './validate';

/** host-area 9: a page holds 1000 hosts; a full page means there may be another. */
export const HOST_LIST_PAGE_SIZE = 1000;
/** host-area 2 and 9: the host list's Update Usage waits one minute after the last evaluation. */
export const HOST_LIST_RECOUNT_WAIT = MINUTE;

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

/** Recomputes a team's usage meters from its hosts and members, as the server's evaluation does. */
export function recountUsage(state: WorldState, team: WorldTeam, now: number): void {
  const hosts = state.hosts.filter((host) => host.team_id === team.id && host.record.status !== 'removed');
  team.usage_storage = hosts.reduce((sum, host) => sum + (host.stats?.quota_server ?? 0), 0);
  team.usage_network = hosts.reduce((sum, host) => sum + (host.stats?.quota_net ?? 0), 0);
  team.usage_instance = hosts.length;
  team.usage_users = team.members.length;
  team.evaluated_at = formatDateTime(now);
}

export const listHosts = operation<{ teamId: number; page?: number; serverId?: number }, Host[]>((state, { teamId, page = 1, serverId }) => {
  const access = teamAccess(state, teamId);
  if (!access.ok) return access;
  if (!Number.isInteger(page) || page < 1) return invalid({ page: 'The page must be 1 or more.' });
  const rows = state.hosts
    .filter((host) => host.team_id === teamId && (serverId === undefined || host.record.server_id === serverId))
    .sort((a, b) => b.record.id - a.record.id);
  return ok(rows.slice((page - 1) * HOST_LIST_PAGE_SIZE, page * HOST_LIST_PAGE_SIZE).map(toListHost));
});

export const getHostDetail = operation<{ teamId: number; hostId: number }, HostDetail>((state, { teamId, hostId }) => {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access;
  const host = access.value.host;
  const server = state.servers.find((item) => item.id === host.record.server_id);
  if (!server) throw new Error(`Host ${hostId} is on unknown server ${host.record.server_id}`);
  return ok({ host: { ...host.record }, server: toHostServer(server) });
});

export const getHostStats = operation<{ hostId: number }, HostStats | null>((state, { hostId }) => {
  const access = hostAccess(state, hostId);
  return access.ok ? ok(access.value.host.stats) : access;
});

export const recountHosts = operation<{ teamId: number }, FormAnswer>((state, { teamId }, now) => {
  const access = teamAccess(state, teamId);
  if (!access.ok) return access;
  const { team } = access.value;
  if (team.evaluated_at && parseTime(team.evaluated_at) + HOST_LIST_RECOUNT_WAIT > now) return refused('Usage was counted less than a minute ago; try again later.');
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
  const denied = requireManager(access.value, 'Members cannot create hosts.') ?? requireUsablePlan(access.value);
  if (denied) return denied;
  const { team, plan, user, isAdmin } = access.value;
  const live = state.hosts.filter((host) => host.team_id === team.id && host.record.status !== 'removed').length;
  if (live >= plan.instance) return refused(`The ${plan.alias} plan allows ${plan.instance} websites; upgrade to add more.`);
  const server = serversOf(state, team.id).find((item) => item.id === order.serverId);
  const globalDomain = server?.global_domain;
  const taken = (check: (host: WorldHost) => boolean) => state.hosts.some((host) => host.record.status !== 'removed' && check(host));
  const parent = state.hosts.find((host) => order.domain.endsWith(`.${host.record.domain}`));
  const errors = collectErrors({
    username: checkUsername(order.username) ?? (taken((host) => host.record.username === order.username) ? 'The username is already taken.' : undefined),
    server_id: !server ? 'Choose a server.' : (server.feature_level ?? 0) > plan.level ? `The ${server.endpoint} server needs a higher plan.` : undefined,
    domain:
      checkDomain(order.domain) ??
      (taken((host) => host.record.domain === order.domain) ? 'The domain is already used by another host.' : undefined) ??
      (globalDomain && order.domain.endsWith(`.${globalDomain}`) && featureLevel(state, 'global_domain') > plan.level ? `The ${globalDomain} domain needs a higher plan.` : undefined),
    merge_parent: order.mergeWithParent && (!parent || parent.record.server_id !== order.serverId) ? `The server must be ${state.servers.find((item) => item.id === parent?.record.server_id)?.endpoint ?? 'the parent domain\u2019s server'}` : undefined,
    password: checkPassword(order.password),
    template: parseDeployScript(order.template) ? undefined : TEMPLATE_INVALID,
  });
  if (errors || !server) return invalid(errors ?? { server_id: 'Choose a server.' });
  const id = nextId(state.hosts.map((host) => host.record), 1001);
  const host = withRandom(state, (random) =>
    newHost({ id, teamId: team.id, userId: user.id, username: order.username, domain: order.domain, password: order.password, server, createdAt: now, status: 'starting', firewall: plan.level <= PLAN_LEVEL.free ? 'on' : 'off', busy: false, now, random }, state.servers),
  );
  state.hosts.push(host);
  beginDeployment(state, host, order.template, now, { userId: user.id, isAdmin });
  recountUsage(state, team, now);
  return ok({ id, message: 'Your website is being prepared', redirect: `${teamBase(state, team.id)}/host/runner/${id}` });
});
