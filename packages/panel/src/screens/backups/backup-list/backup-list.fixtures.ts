import { createWorldStore, DEFAULT_TEAM_ID, listBackups, listHosts, type Outcome } from '@hostdeck/mock-api';
import type { Backup } from '../../../api/schemas/backups';
import type { BackupListHost } from './backup-list';

/**
 * The backup stories' data, read from the simulated world the container stories and the demo run on (owner-paid):
 * Lestari Studio's three finished backups (one without progress data) and one still in progress.
 */
const store = createWorldStore({ scenario: 'owner-paid' });

function answerOf<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`backup-list fixtures: the world refused ${what}: ${outcome.message}`);
  return outcome.value;
}

export const STUDIO_BACKUPS: readonly Backup[] = answerOf(store.run(listBackups, { teamId: DEFAULT_TEAM_ID }), 'the studio backups');
export const STUDIO_HOSTS: readonly BackupListHost[] = answerOf(store.run(listHosts, { teamId: DEFAULT_TEAM_ID }), 'the studio hosts').map(({ id, domain, status }) => ({ id, domain, status }));

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`backup-list fixtures: the world has no ${what}`);
  return value;
}

/** The newest backup, first in the list. */
export const NEWEST_BACKUP = required(STUDIO_BACKUPS[0], 'backup');
export const STUDIO_ACTIVE_HOSTS = STUDIO_HOSTS.filter((host) => host.status === 'active');
export const FIRST_ACTIVE_HOST = required(STUDIO_ACTIVE_HOSTS[0], 'active host');
