import type { Backup, BackupCreateResult } from '@hostdeck/panel/contract';
import { backupDomain, canRestoreOnto } from '@hostdeck/panel/rules';
import { hostAccess, nextId, planReaches, requireActiveHost, teamAccess, type TeamAccess } from './access';
import { singleFileZip } from './backup-archive';
import { beginDeployment } from './deploy';
import { operation, query } from './operation';
import { done, forbidden, invalid, notFound, ok, refused, type Failure, type FormAnswer, type Outcome } from './result';
import { backupRunnerLog } from './runner-log';
import type { WorldBackup, WorldState } from './state';
import { formatDateTime } from './time';

/** `<domain>-YYYYMMDD-HHMMSS`: a backup's name carries its host's domain (account-area 3). */
export function backupName(domain: string, now: number): string {
  return `${domain}-${formatDateTime(now).replace(/[-:]/g, '').replace(' ', '-')}`;
}

export function toBackup(backup: WorldBackup): Backup {
  const { id, name, status, metadata, created_at, host_id, deploy, filename, size } = structuredClone(backup);
  return { id, name, status, metadata, created_at, host_id, deploy, filename, size };
}

function backupAccess(state: WorldState, backupId: number, teamId?: number): Outcome<TeamAccess & { backup: WorldBackup }> {
  const backup = state.backups.find((item) => item.id === backupId);
  if (!backup || (teamId !== undefined && backup.team_id !== teamId)) return notFound('Backup not found');
  const access = teamAccess(state, backup.team_id);
  return access.ok ? ok({ ...access.value, backup }) : access;
}

/** Backups need the manual backup plan level (account-area 6); clients cannot make or change them. */
function backupGate(state: WorldState, access: TeamAccess): Failure | undefined {
  if (access.role === 'client') return forbidden('Clients cannot manage backups.');
  if (!planReaches(state, access, 'manual_backup')) return forbidden('Manual backups need a paid plan; upgrade first.');
  return undefined;
}

export const listBackups = query<{ teamId: number }, Backup[]>((state, { teamId }) => {
  const access = teamAccess(state, teamId);
  return access.ok ? ok(state.backups.filter((item) => item.team_id === teamId).sort((a, b) => b.id - a.id).map(toBackup)) : access;
});

export const getBackup = query<{ backupId: number }, Backup>((state, { backupId }) => {
  const access = backupAccess(state, backupId);
  return access.ok ? ok(toBackup(access.value.backup)) : access;
});

/** A backup's file as the download answers it: a name to save it under and the zip's bytes. */
export interface BackupFile {
  filename: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * The file of an active backup of the team (GET team/{teamId}/backup/download/{id}, account-area 7). Every role of the
 * team may download, as the detail page offers the link to all of them. The simulated file is a small zip noting what
 * it stands for; its name swaps the backup's archive extension for .zip so it opens as what it is. A pending backup's
 * file is still being written: the real server, which serves the file from disk, finds none and answers 404, and so
 * does this one (409 would also fit, but the world's failures are 403, 404 or 422 like the real server's).
 */
export const downloadBackup = query<{ teamId: number; backupId: number }, BackupFile>((state, { teamId, backupId }) => {
  const access = backupAccess(state, backupId, teamId);
  if (!access.ok) return access;
  const { backup } = access.value;
  if (backup.status !== 'active') return notFound('The backup is not ready yet.');
  const filename = `${(backup.filename ?? backup.name).replace(/\.(tar\.gz|tgz|zip)$/, '')}.zip`;
  const note = `Simulated backup ${backup.name} of host ${backup.host_id}, created ${backup.created_at}.\nThe demo keeps no real files.\n`;
  return ok({ filename, bytes: singleFileZip('README.txt', note) });
});

/** A new backup starts pending; it becomes active 10 seconds later (see settle.ts). */
export const createBackup = operation<{ teamId: number; hostId: number }, BackupCreateResult>((state, { teamId, hostId }, now) => {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access.status === 404 ? invalid({ host_id: 'Choose one of your hosts.' }) : access;
  const denied = backupGate(state, access.value) ?? requireActiveHost(access.value.host);
  if (denied) return denied;
  const { host } = access.value;
  const name = backupName(host.record.domain, now);
  const filename = `${name}.tar.gz`;
  const id = nextId(state.backups, 801);
  state.backups.push({
    id,
    name,
    status: 'pending',
    metadata: { content_length: null },
    created_at: formatDateTime(now),
    host_id: host.record.id,
    deploy: { result: backupRunnerLog(host.record.domain, filename, now, false) },
    filename,
    size: null,
    team_id: teamId,
  });
  return ok({ id, message: 'Backup started' });
});

/** Restores onto an active host of the team whose domain matches the backup's; the restore runs as a deployment. */
export const restoreBackup = operation<{ teamId: number; backupId: number; hostId: number }, FormAnswer>((state, { teamId, backupId, hostId }, now) => {
  const access = backupAccess(state, backupId, teamId);
  if (!access.ok) return access;
  const denied = backupGate(state, access.value);
  if (denied) return denied;
  const { backup } = access.value;
  if (backup.status !== 'active') return refused('The backup is not ready yet.');
  const host = state.hosts.find((item) => item.record.id === hostId && item.team_id === teamId);
  if (!host || !canRestoreOnto(backup.name, host.record)) return invalid({ host_id: `Choose an active host of ${backupDomain(backup.name)}.` });
  beginDeployment(state, host, `features:\n  - restore:\n      source: /home/backups/${backup.filename ?? backup.name}\n`, now, { userId: null, isAdmin: true });
  return done('Restore started');
});

export const deleteBackup = operation<{ teamId: number; backupId: number }, FormAnswer>((state, { teamId, backupId }) => {
  const access = backupAccess(state, backupId, teamId);
  if (!access.ok) return access;
  if (access.value.role === 'client') return forbidden('Clients cannot manage backups.');
  state.backups = state.backups.filter((item) => item.id !== backupId);
  return done('Backup deleted');
});
