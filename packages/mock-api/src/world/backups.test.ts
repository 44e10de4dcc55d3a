import { describe, expect, it } from 'vitest';
import { createScenarioWorld } from '../scenarios';
import { createBackup, deleteBackup, downloadBackup, getBackup, listBackups, restoreBackup } from './backups';
import { createWorld } from './create-world';
import type { Outcome } from './result';
import { SECOND } from './time';
import { World } from './world';

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`${outcome.status} ${outcome.message}`);
  return outcome.value;
}

describe('backups', () => {
  it('start pending and become active 10 seconds later', () => {
    const world = new World(createWorld());
    const { id } = value(world.run(createBackup, { teamId: 101, hostId: 1002 }));
    if (id === undefined) throw new Error('No backup id');
    const pending = value(world.run(getBackup, { backupId: id }));
    expect(pending).toMatchObject({ status: 'pending', name: 'shop.lestari.studio-20261101-090000', filename: 'shop.lestari.studio-20261101-090000.tar.gz', size: null });
    expect(pending.deploy?.result).toMatch(/^Running/);
    world.advance(10 * SECOND - 1);
    expect(value(world.run(getBackup, { backupId: id })).status).toBe('pending');
    world.advance(1);
    const active = value(world.run(getBackup, { backupId: id }));
    expect(active.status).toBe('active');
    expect(active.size).toBeGreaterThan(0);
    expect(active.deploy?.result).toContain('Execution Finished');
  });

  it('downloads an active backup of the team as a zip named after it, and nothing before it is ready', () => {
    const world = new World(createWorld());
    const file = value(world.run(downloadBackup, { teamId: 101, backupId: 801 }));
    const backup = value(world.run(getBackup, { backupId: 801 }));
    expect(file.filename).toBe(`${backup.name}.zip`);
    expect(new TextDecoder().decode(file.bytes)).toContain(`Simulated backup ${backup.name}`);
    expect(world.run(downloadBackup, { teamId: 101, backupId: 804 })).toMatchObject({ ok: false, status: 404 });
    world.advance(5 * SECOND);
    expect(value(world.run(downloadBackup, { teamId: 101, backupId: 804 })).bytes.length).toBeGreaterThan(0);
    expect(world.run(downloadBackup, { teamId: 106, backupId: 801 })).toMatchObject({ ok: false, status: 404 });
  });

  it('has a seeded pending backup that finishes 5 seconds after the clock', () => {
    const world = new World(createWorld());
    const seeded = () => value(world.run(listBackups, { teamId: 101 })).find((backup) => backup.id === 804)?.status;
    expect(seeded()).toBe('pending');
    world.advance(5 * SECOND);
    expect(seeded()).toBe('active');
  });

  it('restores only onto an active host of the same domain, and deletes', () => {
    const world = new World(createWorld());
    expect(world.run(restoreBackup, { teamId: 101, backupId: 801, hostId: 1002 })).toMatchObject({ ok: false, status: 422, fieldErrors: { host_id: 'Choose an active host of lestari.studio.' } });
    expect(value(world.run(restoreBackup, { teamId: 101, backupId: 801, hostId: 1001 })).message).toBe('Restore started');
    value(world.run(deleteBackup, { teamId: 101, backupId: 801 }));
    expect(world.run(getBackup, { backupId: 801 })).toMatchObject({ ok: false, status: 404 });
  });

  it('needs a paid plan', () => {
    expect(new World(createScenarioWorld('free')).run(createBackup, { teamId: 103, hostId: 2001 })).toMatchObject({ ok: false, status: 403 });
  });
});
