import { beginDeployment, createWorldStore, toDeployment, type WorldHost } from '@hostdeck/mock-api';
import type { Deployment } from '../../../api/schemas/deploy';
import { hostListPath } from '../../../rules/paths';
import type { RunnerHost, RunnerScreenProps } from './runner';
import { GITHUB_DEPLOY_PATH } from './webhook-secret';

/**
 * The runner stories' data, read from the simulated world the container stories and the demo run on (owner-paid):
 * the studio site's history (a first deploy, the administrator's SSL run, a failed build, a webhook pull), the new
 * API host's deployment still streaming, and the logs exactly as the world's runner writes them.
 */
const store = createWorldStore({ scenario: 'owner-paid' });
const now = store.now();
// Long enough for any deployment the world writes to have finished.
const LATER = now + 15 * 60_000;

function worldHost(hostId: number): WorldHost {
  const host = store.state.hosts.find((item) => item.record.id === hostId);
  if (!host) throw new Error(`runner fixtures: the world has no host ${hostId}`);
  return host;
}

const toRunnerHost = ({ record }: WorldHost): RunnerHost => ({ id: record.id, domain: record.domain, username: record.username, password: record.password, status: record.status });
const serverIpOf = ({ record }: WorldHost): string => {
  const server = store.state.servers.find((item) => item.id === record.server_id);
  if (!server?.ip) throw new Error(`runner fixtures: the world has no server ${record.server_id} with an IP`);
  return server.ip;
};

/** The host's history as GET host/runner/{id} answers it at `at`: newest first. */
const historyOf = (host: WorldHost, at = now): Deployment[] => [...host.deployments].sort((a, b) => b.id - a.id).map((item) => toDeployment(item, at));

function only(deployments: Deployment[], matches: (deployment: Deployment) => boolean, what: string): Deployment {
  const found = deployments.find(matches);
  if (!found) throw new Error(`runner fixtures: the world's history has no ${what}`);
  return found;
}

const studio = worldHost(1001);
const starting = worldHost(1004);

/** lestari.studio, active, with four finished deployments. */
export const STUDIO_HOST = toRunnerHost(studio);
/** Newest first: the webhook's pull, the failed build, the administrator's run, the first deploy. */
export const STUDIO_HISTORY = historyOf(studio);
export const WEBHOOK_RUN = only(STUDIO_HISTORY, (item) => item.user_id === null, 'webhook run');
export const FAILED_RUN = only(STUDIO_HISTORY, (item) => item.result.includes('Error occured with exit code'), 'failed run');
export const ADMIN_RUN = only(STUDIO_HISTORY, (item) => item.user_id === 1, "administrator's run");
/** The webhook secret the studio's GitHub webhook signs with. */
export const STUDIO_WEBHOOK_SECRET = studio.webhooks[0]?.secret ?? '';

/** The studio team's members by user id, as the member list answers: Maya (42, who looks), Raka (43), Dewi (44)... */
export const MEMBER_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  (store.state.teams.find((team) => team.id === studio.team_id)?.members ?? []).flatMap((member) => {
    const user = store.state.users.find((item) => item.id === member.user_id);
    return user ? [[member.user_id, user.name]] : [];
  }),
);
/** Who looks in the stories: the studio's owner, who made its first deploy. */
export const VIEWER_ID = store.state.session.userId;
/** A run by another member of the team (the failed build, by Raka). */
export const MEMBER_RUN_AUTHOR = MEMBER_NAMES[FAILED_RUN.user_id ?? 0] ?? '';
/** The studio's first deploy, by its owner: a clone over the home folder, so redeploying it asks first. */
export const FIRST_RUN = only(STUDIO_HISTORY, (item) => item.user_id === VIEWER_ID, "owner's run");

/** api.lestari.studio, still starting: its first deployment is streaming. */
export const STARTING_HOST = toRunnerHost(starting);
/** The IPv4 of its server: where a custom domain points. */
export const STARTING_SERVER_IP = serverIpOf(starting);
export const RUNNING_HISTORY = historyOf(starting);
/** The script that host deployed: it clones its repository over the home folder (a `source`). */
export const CLONING_SCRIPT = starting.deployments[0]?.template ?? '';

/** maya-portfolio.domcloud.dev, suspended, with its one finished deployment. */
const suspended = worldHost(1005);
export const SUSPENDED_HOST = toRunnerHost(suspended);
export const SUSPENDED_HISTORY = historyOf(suspended);
/** promo2024.lestari.studio, removed, with no history left. */
export const REMOVED_HOST = toRunnerHost(worldHost(1008));

/** A deployment whose script echoes markup: the log must show it as text. */
export const MARKUP_RUN = (() => {
  let started: Deployment | undefined;
  store.update((draft) => {
    const host = draft.hosts.find((item) => item.record.id === studio.record.id);
    const deployment = host && beginDeployment(draft, host, 'commands:\n  - echo "<img src=x onerror=alert(1)>"\n  - echo "<b>not bold</b>"\n', now, { userId: 42, isAdmin: false });
    started = deployment && toDeployment(deployment, LATER);
  });
  if (!started) throw new Error('runner fixtures: the markup deployment did not start');
  return started;
})();

/** The runner screen's data props: the studio's finished history, seen by its owner. */
export const runnerArgs = {
  status: 'content',
  host: STUDIO_HOST,
  deployments: STUDIO_HISTORY,
  view: 'history',
  isAdministrator: false,
  viewerId: VIEWER_ID,
  memberNames: MEMBER_NAMES,
  // The world's clock, which the history's times are relative to.
  now,
  gate: 'allowed',
  backHref: hostListPath('/user'),
  webhookUrl: `https://console.hostdeck.example${GITHUB_DEPLOY_PATH}`,
  webhookSecret: STUDIO_WEBHOOK_SECRET,
} satisfies Partial<RunnerScreenProps>;
