import { describe, expect, it } from 'vitest';
import { SECOND } from '../world/time';
import { rejection, setupTestWorld } from './testing';

const world = setupTestWorld('backups');
const TEAM = 101;

describe('backups handlers', () => {
  it('lists and details backups', async () => {
    const backups = await world.api.listBackups({ teamId: TEAM });
    expect(backups.map((backup) => backup.status)).toEqual(expect.arrayContaining(['active', 'pending']));
    expect((await world.api.getBackup({ backupId: 801 })).host_id).toBe(1001);
    expect((await rejection(world.api.getBackup({ backupId: 1 }))).status).toBe(404);
  });

  it('creates a backup that finishes as the clock passes, restores and deletes', async () => {
    const { id } = await world.api.createBackup({ teamId: TEAM, hostId: 1001 });
    expect(id).toBeDefined();
    expect((await world.api.getBackup({ backupId: id ?? 0 })).status).toBe('pending');
    world.advance(11 * SECOND);
    expect((await world.api.getBackup({ backupId: id ?? 0 })).status).toBe('active');
    expect(await world.api.restoreBackup({ teamId: TEAM, backupId: 801, hostId: 1001 })).toHaveProperty('message');
    expect((await rejection(world.api.restoreBackup({ teamId: TEAM, backupId: 801, hostId: 1002 }))).fieldErrors).toHaveProperty('host_id');
    expect(await world.api.deleteBackup({ teamId: TEAM, backupId: id ?? 0 })).toHaveProperty('message');
    expect((await rejection(world.api.getBackup({ backupId: id ?? 0 }))).status).toBe(404);
  });

  describe('download', () => {
    const download = (teamId: number, backupId: number) => fetch(world.api.getBackupDownloadUrl({ teamId, backupId }));

    it('answers an active backup of the team as a zip attachment', async () => {
      const response = await download(TEAM, 801);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/zip');
      const name = world.store.state.backups.find((backup) => backup.id === 801)?.name ?? '';
      expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${name}.zip"`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    });

    it('lets a client of the team download too', async () => {
      world.start('client');
      expect((await download(TEAM, 802)).status).toBe(200);
    });

    it('refuses a pending backup, an unknown one and one through another team with 404', async () => {
      for (const [teamId, backupId] of [[TEAM, 804], [TEAM, 9999], [106, 801]] as const) {
        const response = await download(teamId, backupId);
        expect(response.status).toBe(404);
        expect(response.headers.get('Content-Type')).toBe('application/json');
      }
    });

    it('refuses a signed-out user', async () => {
      world.store.signOut();
      expect((await download(TEAM, 801)).status).toBe(401);
    });
  });

  it('refuses manual backups below their plan level', async () => {
    world.start('free');
    const error = await rejection(world.api.createBackup({ teamId: 103, hostId: 2001 }));
    expect(error.status).toBe(403);
    expect(error.detail).toMatch(/plan/i);
  });
});

it('calls every call of the area, so every answer is proven against the panel schemas', () => {
  expect(world.uncalled()).toEqual([]);
});
