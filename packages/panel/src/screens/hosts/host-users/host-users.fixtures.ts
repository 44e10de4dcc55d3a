import { createWorldStore, DEFAULT_TEAM_ID, listHostUsers } from '@hostdeck/mock-api';
import type { HostUserRow } from '../../../api/schemas/host-tools';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import type { HostUsersScreenProps } from './host-users';
import { hostFrameOf, worldAnswer } from '../host-frame/world-frame.fixtures';

/**
 * The user page's story data, read from the simulated world the container stories and the demo run on (owner-paid):
 * lestari.studio (1001) has its server owner, lestari-web, and one extra user, lestari-web-deploy.
 */
const store = createWorldStore({ scenario: 'owner-paid' });

export const STUDIO_HOST_ID = 1001;

/** The host page frame's value for a host of the owner's team, as the frame hands it to the page. */
export function frameOf(hostId: number, gate: HostFrameValue['gate'] = 'allowed'): HostFrameValue {
  return hostFrameOf(store, hostId, { title: 'User', gate });
}

/** The users as GET host/user/{id} answers them (the contract's rows: name and 'User type'). */
function worldUsers(hostId: number): HostUserRow[] {
  return Object.entries(worldAnswer(store.run(listHostUsers, { teamId: DEFAULT_TEAM_ID, hostId }), `the users of ${hostId}`)).map(([name, entry]) => ({ name, ...entry }));
}

export const STUDIO_DOMAIN = frameOf(STUDIO_HOST_ID).host.domain;
export const STUDIO_USERS = worldUsers(STUDIO_HOST_ID);
/** The host's own user (type 'Server owner'), which has no Delete. */
export const OWNER_USER = STUDIO_USERS.find((user) => user.name === frameOf(STUDIO_HOST_ID).host.username) ?? { name: '', 'User type': '' };
export const EXTRA_USER = STUDIO_USERS.find((user) => user !== OWNER_USER) ?? { name: '', 'User type': '' };
/** A user name longer than a phone is wide in one word: it wraps rather than widening the page. */
export const LONG_USER: HostUserRow = { name: 'lestari-web-nightly-backup-sync', 'User type': 'SSH and FTP user' };

/** The screen's props: the studio's users. */
export const hostUsersArgs = {
  title: 'User',
  domain: STUDIO_DOMAIN,
  status: 'content',
  users: [...STUDIO_USERS, LONG_USER],
} satisfies Partial<HostUsersScreenProps>;
