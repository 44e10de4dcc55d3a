import type { PanelApi, Server } from '@hostdeck/panel/contract';
import { serverFormIssues } from '@hostdeck/panel/rules';
import { nextId, planReaches, requireManager, teamAccess, type TeamAccess } from './access';
import { englishFieldErrors, type FieldWords } from './issue-english';
import { operation, query } from './operation';
import { collectErrors, forbidden, invalid, notFound, ok, refused, done, type FormAnswer, type Outcome } from './result';
import type { WorldServer, WorldState } from './state';
import { formatDateTime } from './time';

type CreateInput = Parameters<PanelApi['createServer']>[0];
type UpdateInput = Parameters<PanelApi['updateServer']>[0];

export function toServer(server: WorldServer): Server {
  const { id, endpoint, title, ip, ip6, vcpu, ram, arch, feature_level, global_domain, wildcard_domain, created_at, quota_server, public_scope } = server;
  return { id, endpoint, title, ip, ip6, vcpu, ram, arch, feature_level, global_domain, wildcard_domain, created_at, quota_server, public_scope };
}

/** Self-hosting needs its plan level, or the administrator (account-area 6); only managers attach servers. */
function selfHostingGate(state: WorldState, access: TeamAccess) {
  if (access.isAdmin) return undefined;
  return requireManager(access, 'Only the owner or an admin can manage servers.') ?? (!planReaches(state, access, 'self_hosting') ? forbidden('Self-hosted servers need a higher plan; upgrade first.') : undefined);
}

/** How the server form's answers name its fields (account-area 3: alias is the bridge API URL, pass its secret). */
const SERVER_WORDS: Readonly<Record<string, FieldWords>> = {
  alias: { subject: 'the domain name' },
  description: { subject: 'the description' },
  pass: { subject: 'the bridge secret' },
};

/** account-area 5 through the shared rules, then the world's own check that a bridge is attached once. */
function checkForm(state: WorldState, input: { alias: string; description: string; pass?: string }, create: boolean, self?: number): Record<string, string> | undefined {
  const endpoint = endpointOf(input.alias);
  const errors = englishFieldErrors(serverFormIssues(input, create ? 'create' : 'update'), SERVER_WORDS) ?? {};
  return collectErrors({
    ...errors,
    alias: errors.alias ?? (state.servers.some((server) => server.endpoint === endpoint && server.id !== self) ? 'This bridge is already attached.' : undefined),
  });
}

const endpointOf = (alias: string) => {
  try {
    return new URL(alias).host;
  } catch {
    return alias;
  }
};

/** A team's own server, for update and delete: the platform's public servers are not the team's to change. */
function ownServer(state: WorldState, teamId: number, serverId: number): Outcome<TeamAccess & { server: WorldServer }> {
  const access = teamAccess(state, teamId);
  if (!access.ok) return access;
  const server = state.servers.find((item) => item.id === serverId);
  if (!server || (server.team_id !== null && server.team_id !== teamId)) return notFound('Server not found');
  if (server.team_id === null) return forbidden('Public servers cannot be changed.');
  const denied = selfHostingGate(state, access.value);
  return denied ?? ok({ ...access.value, server });
}

export const listServers = query<{ teamId: number }, Server[]>((state, { teamId }) => {
  const access = teamAccess(state, teamId);
  return access.ok ? ok(state.servers.filter((server) => server.team_id === null || server.team_id === teamId).map(toServer)) : access;
});

export const getServer = query<{ serverId: number }, Server>((state, { serverId }) => {
  const server = state.servers.find((item) => item.id === serverId);
  if (!server) return notFound('Server not found');
  if (server.team_id !== null) {
    const access = teamAccess(state, server.team_id);
    if (!access.ok) return access;
  }
  return ok(toServer(server));
});

export const createServer = operation<CreateInput, FormAnswer & { id: number }>((state, input, now) => {
  const access = teamAccess(state, input.teamId);
  if (!access.ok) return access;
  const denied = selfHostingGate(state, access.value);
  if (denied) return denied;
  const errors = checkForm(state, input, true);
  if (errors) return invalid(errors);
  const id = nextId(state.servers, 20);
  state.servers.push({
    id,
    endpoint: endpointOf(input.alias),
    title: input.description,
    ip: null,
    ip6: null,
    vcpu: null,
    ram: null,
    arch: null,
    feature_level: 0,
    global_domain: null,
    wildcard_domain: null,
    created_at: formatDateTime(now),
    quota_server: 0,
    public_scope: false,
    team_id: input.teamId,
    features: ['mysql', 'postgresql'],
    description: input.description,
    secret: input.pass,
  });
  return ok({ id, message: 'Server attached' });
});

export const updateServer = operation<UpdateInput, FormAnswer>((state, input) => {
  const access = ownServer(state, input.teamId, input.serverId);
  if (!access.ok) return access;
  const errors = checkForm(state, input, false, input.serverId);
  if (errors) return invalid(errors);
  const { server } = access.value;
  server.endpoint = endpointOf(input.alias);
  server.description = input.description;
  server.title = input.description;
  if (input.pass) server.secret = input.pass;
  return done('Server updated');
});

export const deleteServer = operation<{ teamId: number; serverId: number }, FormAnswer>((state, input) => {
  const access = ownServer(state, input.teamId, input.serverId);
  if (!access.ok) return access;
  if (state.hosts.some((host) => host.record.server_id === input.serverId && host.record.status !== 'removed')) return refused('Move or delete the hosts on this server first.');
  state.servers = state.servers.filter((server) => server.id !== input.serverId);
  return done('Server deleted');
});
