// The host list's one sample dataset, read from the simulated world the container stories and the demo run on.
import { createWorldStore, DEFAULT_TEAM_ID, getInitData, listHosts, type Outcome } from '@hostdeck/mock-api';
import type { Host } from '../../../api/schemas/hosts';
import { HOST_LIST_PAGE_SIZE } from '../../../rules/limits';
import type { HostListScreenProps } from './host-list';

const store = createWorldStore({ scenario: 'owner-paid' });
store.signIn('github');

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
