import { createWorldStore, DEFAULT_TEAM_ID } from '@hostdeck/mock-api';
import { hostPath, USER_BASE } from '../../../rules/paths';
import { domainPath } from '../../../rules/record-paths';
import type { DeleteAccountScreenProps } from './delete-account';
import type { DeletionBlocker } from './deletion-blockers';

/** The story data, read from the simulated world: the studio owner and what her own team still holds. */
const world = createWorldStore({ scenario: 'owner-paid' }).state;
const owner = world.users.find((user) => user.id === world.session.userId);

export const ACCOUNT_EMAIL = owner?.email ?? '';
export const ADMINISTRATOR_ID = 1;

export const STUDIO_BLOCKERS: readonly DeletionBlocker[] = [
  ...world.hosts
    .filter((host) => host.team_id === DEFAULT_TEAM_ID)
    .slice(0, 3)
    .map((host) => ({ kind: 'host' as const, id: host.record.id, name: host.record.domain, href: hostPath(USER_BASE, 'detail', host.record.id) })),
  ...world.domains
    .filter((domain) => domain.team_id === DEFAULT_TEAM_ID)
    .slice(0, 2)
    .map((domain) => ({ kind: 'domain' as const, id: domain.id, name: domain.name, href: domainPath(USER_BASE, 'detail', domain.id) })),
];

export const deleteAccountArgs: Omit<DeleteAccountScreenProps, 'title' | 'onDelete' | 'onBan'> = {
  status: 'content',
  email: ACCOUNT_EMAIL,
  userId: owner?.id ?? 0,
  blockers: [],
};
