// The host list's one sample dataset, read from the simulated world the container stories and the demo run on.
import { beginDeployment, createWorldStore, DAY, DEFAULT_TEAM_ID, formatDateTime, getHostStats, getInitData, HOUR, listDeployments, listHosts, type Outcome, type WorldStore } from '@hostdeck/mock-api';
import type { Host } from '../../../api/schemas/hosts';
import { HOST_LIST_PAGE_SIZE } from '../../../rules/limits';
import { isHostRemoved } from '../../../rules/permissions';
import { deploymentOutcome } from '../../../rules/runner-log';
import type { HostListScreenProps } from './host-list';
import type { LastDeploymentState } from './host-list-facts';

/** Sites whose extended columns the stories change: a failed last deployment, a certificate ending soon, one expired. */
export const FAILED_DEPLOY_HOST = { id: 1011, domain: 'n8n.lestari.studio' } as const;
export const SSL_SOON_HOST = { id: 1010, domain: 'arkabakery.com' } as const;
export const SSL_EXPIRED_HOST = { id: 1003, domain: 'blog-lestari.dom.my.id' } as const;

/**
 * The studio's world with every state the extended columns show: besides the seeded sites (a finished last deployment
 * on lestari.studio, a running one on api.lestari.studio), n8n's last run failed an hour ago, arkabakery.com's
 * certificate ends in 5 days and the blog's ended 3 days ago.
 */
export function withStudioFacts(store: WorldStore): void {
  const now = store.now();
  store.update((draft) => {
    const n8n = draft.hosts.find((host) => host.record.id === FAILED_DEPLOY_HOST.id);
    if (n8n) beginDeployment(draft, n8n, 'commands:\n  - git pull\n  - docker compose up -d\n', now - HOUR, { userId: 42, isAdmin: false, failCommand: 'docker compose up -d' });
    const expiring = [
      [SSL_SOON_HOST.id, now + 5 * DAY],
      [SSL_EXPIRED_HOST.id, now - 3 * DAY],
    ] as const;
    for (const [id, at] of expiring) {
      const stats = draft.hosts.find((host) => host.record.id === id)?.stats;
      if (stats) stats.ssl_expiry_at = formatDateTime(at);
    }
  });
}

const store = createWorldStore({ scenario: 'owner-paid' });
store.signIn('github');
withStudioFacts(store);

function answerOf<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`host-list fixtures: the world refused ${what}: ${outcome.message}`);
  return outcome.value;
}

/**
 * Lestari Studio's first page as GET host/list answers its owner: newest first, a host in every status, one on the
 * legacy sga server (the sunset warning shows) and one removed (its row is highlighted).
 */
export const STUDIO_HOSTS: readonly Host[] = answerOf(store.run(listHosts, { teamId: DEFAULT_TEAM_ID }), 'the host list');

/** Initdata's servers, as much as the list reads of them: the public ones (sga is the legacy one) and the studio's own. */
export const STUDIO_SERVERS: HostListScreenProps['servers'] = answerOf(store.run(getInitData, undefined), 'initdata').servers.map(({ id, endpoint }) => ({ id, endpoint }));

/** What the extended columns show of a host, as its deployments and stats answer. */
export interface StudioHostFacts {
  deployment: LastDeploymentState;
  sslExpiresAt: string | null;
}

/** The fixture world's time, at which the certificates' expiry is judged. */
export const STUDIO_NOW = store.now();

/** Each listed site's facts (a removed site has none to read). */
export const STUDIO_FACTS: ReadonlyMap<number, StudioHostFacts> = new Map(
  STUDIO_HOSTS.filter((host) => !isHostRemoved(host.status)).map((host) => {
    const [last] = answerOf(store.run(listDeployments, { hostId: host.id }), `the deployments of ${host.domain}`);
    const stats = answerOf(store.run(getHostStats, { hostId: host.id }), `the stats of ${host.domain}`);
    return [host.id, { deployment: last ? deploymentOutcome(last.result) : 'none', sslExpiresAt: stats?.ssl_expiry_at ?? null }];
  }),
);

/** The screen's data as its owner sees it, loaded and ready: every callback is the story's own. */
export const hostListArgs = {
  status: 'content',
  hosts: STUDIO_HOSTS,
  servers: STUDIO_SERVERS,
  teamBase: '/user',
  page: 1,
  canCreate: true,
  recountCooldownMs: 0,
} satisfies Partial<HostListScreenProps>;

const STATUSES = STUDIO_HOSTS.map((host) => host.status);
const [TEMPLATE] = STUDIO_HOSTS;

/**
 * A full page for the timing checks: exactly the 1000-row threshold, rows shaped like the studio's hosts, alternating
 * between sgp (2) and wdc (3), in a scrambled domain order.
 */
export function manyHosts(count = HOST_LIST_PAGE_SIZE): Host[] {
  if (!TEMPLATE) throw new Error('host-list fixtures: the studio has no host to copy');
  return Array.from({ length: count }, (_, index) => {
    const n = (index * 7919) % count;
    const day = String((index % 28) + 1).padStart(2, '0');
    return {
      ...TEMPLATE,
      id: 5000 + index,
      domain: `site-${n}.example.com`,
      username: `user-${n}`,
      status: STATUSES[index % STATUSES.length] ?? 'active',
      server_id: (index % 2) + 2,
      created_at: `2024-0${(index % 9) + 1}-${day} 10:00:00`,
    };
  });
}
