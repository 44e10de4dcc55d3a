import type { HostStats } from '@hostdeck/panel/contract';
import { backupRunnerLog, deploymentEnd } from './runner-log';
import type { WorldBackup, WorldHost, WorldState } from './state';
import { DAY, SECOND, formatDateTime, formatDay, parseTime } from './time';

/** A pending backup becomes active this long after it was requested (the screen re-polls once after 10 s). */
export const BACKUP_READY_AFTER = 10 * SECOND;

/** Usage of a host the server has just counted for the first time. */
export function freshStats(createdAt: number, now: number): HostStats {
  const bandwidths: Record<string, number> = {};
  for (let day = createdAt - (createdAt % DAY); day <= now; day += DAY) bandwidths[formatDay(day)] = 0;
  return {
    quota_user: 36_864,
    quota_db: 0,
    quota_server: 36_864,
    quota_net: 0,
    bandwidths,
    ssl_expiry_at: formatDateTime(now + 90 * DAY),
    updated_at: formatDateTime(now),
    mypasswd: null,
    pgpasswd: null,
  };
}

const transitionDue = (host: WorldHost, now: number) => host.transition !== null && parseTime(host.transition.at) <= now;

// A host ordered from a template turns active once its first deployment has finished (host-area 4).
function startingDone(host: WorldHost, now: number): boolean {
  if (host.record.status !== 'starting') return false;
  const first = host.deployments.reduce<WorldHost['deployments'][number] | undefined>((oldest, item) => (oldest === undefined || item.id < oldest.id ? item : oldest), undefined);
  return first === undefined || deploymentEnd(first) <= now;
}

const backupDue = (backup: WorldBackup, now: number) => backup.status === 'pending' && !!backup.created_at && parseTime(backup.created_at) + BACKUP_READY_AFTER <= now;

function settleHost(host: WorldHost, now: number): void {
  if (host.transition && transitionDue(host, now)) {
    host.record.status = host.transition.status;
    host.transition = null;
  }
  if (startingDone(host, now)) {
    host.record.status = 'active';
    host.stats ??= freshStats(parseTime(host.record.created_at), now);
  }
}

function settleBackup(backup: WorldBackup, state: WorldState, now: number): void {
  if (!backupDue(backup, now) || !backup.created_at) return;
  const host = state.hosts.find((item) => item.record.id === backup.host_id);
  const size = host?.stats?.quota_server ?? 52_428_800;
  backup.status = 'active';
  backup.size = Math.round(size * 0.42);
  backup.metadata = { content_length: backup.size };
  if (backup.deploy) backup.deploy = { result: backupRunnerLog(host?.record.domain ?? backup.name, backup.filename ?? backup.name, parseTime(backup.created_at), true) };
}

/** Whether any timed change is due by `now`; a read of a world with none leaves the world untouched. */
export function hasDueChanges(state: WorldState, now: number): boolean {
  return state.hosts.some((host) => transitionDue(host, now) || startingDone(host, now)) || state.backups.some((backup) => backupDue(backup, now));
}

/**
 * Moves the world's clock forward to `clock` (never back) and lets every timed change that is due happen: hosts
 * reaching their next status, first deployments finishing, pending backups completing. Mutates the given state.
 */
export function settle(state: WorldState, clock: number): WorldState {
  const now = Math.max(parseTime(state.clock), clock);
  state.clock = new Date(now).toISOString();
  for (const host of state.hosts) settleHost(host, now);
  for (const backup of state.backups) settleBackup(backup, state, now);
  return state;
}
