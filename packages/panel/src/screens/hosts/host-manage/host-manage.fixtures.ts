import { createWorldStore, DEFAULT_TEAM_ID, getHostStats, toHostServer } from '@hostdeck/mock-api';
import { HOST_LAUNCHER_TOOLS, type HostLauncherTool } from '../../../api/schemas/hosts';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import type { HostManageScreenProps } from './host-manage';
import { hostFrameOf, worldAnswer } from '../host-frame/world-frame.fixtures';

/**
 * The Manage stories' data, read from the simulated world the container stories and the demo run on (owner-paid):
 * lestari.studio (1001) on sgp has MySQL and PostgreSQL passwords of its own; the blog (1003) has no database
 * password of its own.
 */
const store = createWorldStore({ scenario: 'owner-paid' });

export const STUDIO_HOST_ID = 1001;
export const BLOG_HOST_ID = 1003;

/** The host page frame's value for a host, as the frame hands it to the page. */
export function frameOf(hostId: number, gate: HostFrameValue['gate'] = 'allowed'): HostFrameValue {
  return hostFrameOf(store, hostId, { title: 'Manage', gate });
}

export const STUDIO = frameOf(STUDIO_HOST_ID);
export const STUDIO_STATS = worldAnswer(store.run(getHostStats, { hostId: STUDIO_HOST_ID }), 'the studio’s stats');

/** The open call's URLs as the HTTP client builds them (same origin). */
export function launcherUrlsOf(frame: Pick<HostFrameValue, 'teamId' | 'hostId'>): Record<HostLauncherTool, string> {
  return Object.fromEntries(HOST_LAUNCHER_TOOLS.map((tool) => [tool, `/userapi/team/${frame.teamId}/host/open/${frame.hostId}?open=${tool}`])) as Record<HostLauncherTool, string>;
}

/** The studio with an SSH password of its own too (the world gives its hosts none): every extra password present. */
export const ALL_PASSWORDS_HOST = { ...STUDIO.host, ssh_password: 'Ssh-Lestari-2c9Qw' };

const officeBox = store.state.servers.find((server) => server.team_id === DEFAULT_TEAM_ID);
if (!officeBox) throw new Error('host-manage fixtures: the owner-paid world has no self-hosted server');
/** The team's own box: MySQL only and no IPv6 address. */
export const OFFICE_BOX = toHostServer(officeBox);
/** The blog as it would run on the office box: no extra password, no IPv6, no PostgreSQL or Redis. */
export const BLOG = { ...frameOf(BLOG_HOST_ID), server: OFFICE_BOX };
export const BLOG_STATS = worldAnswer(store.run(getHostStats, { hostId: BLOG_HOST_ID }), 'the blog’s stats');

/** The screen's props: the studio with every password, shown. */
export const hostManageArgs = {
  title: 'Manage',
  host: ALL_PASSWORDS_HOST,
  server: STUDIO.server,
  statsStatus: 'content',
  stats: STUDIO_STATS,
  launcherUrls: launcherUrlsOf(STUDIO),
  isPasswordHidden: false,
} satisfies Partial<HostManageScreenProps>;
