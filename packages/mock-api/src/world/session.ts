import type { AdminUserPage, InitData, SessionServer } from '@hostdeck/panel/contract';
import { ADMIN_USER_ID, PLAN_LEVEL } from '@hostdeck/panel/rules';
import { roleOf, sessionUser } from './access';
import { operation, query } from './operation';
import { done, forbidden, invalid, notFound, ok, refused, type Failure, type FormAnswer } from './result';
import type { WorldServer, WorldState } from './state';

/** The CSRF field name initdata announces; writes carry its value. */
export const CSRF_FIELD = 'csrf_token';
/** Rows per page of the administrator's user list. */
export const ADMIN_USERS_PAGE_SIZE = 20;

/** The world rejects any write without the session's CSRF token (403), as the real service does. */
export function checkCsrf(state: WorldState, token: string | null | undefined): Failure | undefined {
  return token === state.session.csrf ? undefined : forbidden('The CSRF token is missing or wrong; reload the page.');
}

function toSessionServer(server: WorldServer): SessionServer {
  const { id, endpoint, title, ip, ip6, vcpu, ram, arch, feature_level, global_domain, wildcard_domain } = server;
  return { id, endpoint, title, ip, ip6, vcpu, ram, arch, feature_level, global_domain, wildcard_domain };
}

/** Whether the person at the keyboard is the administrator, also while logged in as someone else. */
export function isAdministrator(state: WorldState): boolean {
  return state.session.userId === ADMIN_USER_ID || state.session.adminId === ADMIN_USER_ID;
}

export const getInitData = query<undefined, InitData>((state) => {
  const user = sessionUser(state);
  if (!user) return forbidden('You are not signed in.');
  const teams = state.teams.filter((team) => roleOf(team, user.id));
  const teamIds = new Set(teams.map((team) => team.id));
  return ok({
    user: { id: user.id, lang: user.lang, theme: user.theme, name: user.name, email: user.email, email_verified_at: user.email_verified_at },
    schemes: state.catalog.schemes.map((scheme) => ({ id: scheme.id })),
    plans: state.catalog.plans.map((plan) => ({ ...plan })),
    servers: state.servers.filter((server) => server.team_id === null || teamIds.has(server.team_id)).map(toSessionServer),
    currencies: state.catalog.currencies.map((currency) => ({ ...currency })),
    teams: teams.map((team) => ({ id: team.id, user_id: team.user_id, role: roleOf(team, user.id) ?? 'member', evaluated_at: team.evaluated_at, name: team.name, plan_id: team.plan_id })),
    csrf: { name: CSRF_FIELD, value: state.session.csrf },
    config: { nameservers: [...state.catalog.nameservers], maxfilesizeupload: state.catalog.maxfilesizeupload },
    features: { ...state.catalog.features },
  });
});

/** Makes a team the current one (the console takes it from the route). */
export const selectTeam = operation<{ teamId: number }, FormAnswer>((state, { teamId }) => {
  const team = state.teams.find((item) => item.id === teamId);
  if (!team) return notFound('Team not found');
  if (!roleOf(team, state.session.userId) && state.session.userId !== ADMIN_USER_ID) return forbidden('You are not a member of this team.');
  state.session.teamId = teamId;
  return done();
});

/** The administrator's user list by id, a page at a time; `email` keeps the users whose email contains it (any case). */
export const listUsers = query<{ page: number; email?: string }, AdminUserPage>((state, { page, email }) => {
  if (!isAdministrator(state)) return forbidden('Only the administrator can list users.');
  const needle = email?.trim().toLowerCase() ?? '';
  const matching = needle === '' ? state.users : state.users.filter((user) => user.email.toLowerCase().includes(needle));
  const pages = Math.max(1, Math.ceil(matching.length / ADMIN_USERS_PAGE_SIZE));
  if (!Number.isInteger(page) || page < 1 || page > pages) return invalid({ page: `The page must be 1 to ${pages}.` });
  const rows = [...matching].sort((a, b) => a.id - b.id).slice((page - 1) * ADMIN_USERS_PAGE_SIZE, page * ADMIN_USERS_PAGE_SIZE);
  return ok({ users: rows.map((user) => ({ id: user.id, email: user.email, created_at: user.created_at, name: user.name })), page, pages });
});

/** The administrator's login-as, by account email or by a host's domain: the session switches to that person. */
export const loginAs = operation<{ email?: string; host?: string }, FormAnswer>((state, { email, host }) => {
  if (!isAdministrator(state)) return forbidden('Only the administrator can log in as someone else.');
  const ownerId = host === undefined ? undefined : state.hosts.find((item) => item.record.domain === host)?.record.user_id;
  const target = state.users.find((user) => (email !== undefined && user.email === email) || user.id === ownerId);
  if (!target) return notFound('No such account');
  const team = state.teams.find((item) => item.user_id === target.id) ?? state.teams.find((item) => roleOf(item, target.id));
  if (!team) return refused('This account has no team.');
  state.session = { ...state.session, userId: target.id, teamId: team.id, adminId: ADMIN_USER_ID };
  return done(`Logged in as ${target.email}`, '/user');
});

/** Bans the account the session is on (the administrator, logged in as it): its own teams drop to the banned level. */
export const banAccount = operation<undefined, FormAnswer>((state) => {
  if (!isAdministrator(state)) return forbidden('Only the administrator can ban accounts.');
  const user = sessionUser(state);
  if (!user || user.id === ADMIN_USER_ID) return refused('Log in as the account to ban first.');
  user.banned = true;
  for (const team of state.teams.filter((item) => item.user_id === user.id)) {
    const banned = state.catalog.plans.find((plan) => plan.level === PLAN_LEVEL.banned && plan.currency === team.currency) ?? state.catalog.plans.find((plan) => plan.level === PLAN_LEVEL.banned);
    if (banned) team.plan_id = banned.id;
    team.usage_notice = 'Your account is banned, sorry.';
  }
  return done('Account banned');
});
