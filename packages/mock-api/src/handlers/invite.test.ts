import { describe, expect, it } from 'vitest';
import { HOUR } from '../world/time';
import { rejection, setupTestWorld } from './testing';

const world = setupTestWorld('invite');

describe('invite handlers', () => {
  it('reads the invite code and changes its quota after the cooldown', async () => {
    const list = await world.api.getInviteCode({ teamId: 101 });
    expect(list.invite?.code).toBe('LESTARISTUDIO');
    expect(list.invitees.length).toBeGreaterThan(0);
    expect((await rejection(world.api.createInviteCode({ teamId: 101, quota: 20 }))).status).toBe(422);
    world.advance(21 * 24 * HOUR);
    expect(await world.api.changeInviteQuota({ teamId: 101, quota: 2000 })).toHaveProperty('message');
    expect((await world.api.getInviteCode({ teamId: 101 })).invite?.quota).toBe(2000);
  });

  it('creates a code for a paid team without one', async () => {
    world.start('admin');
    expect(await world.api.createInviteCode({ teamId: 1, quota: 20 })).toHaveProperty('message');
    expect((await world.api.getInviteCode({ teamId: 1 })).invite?.quota).toBe(20);
  });

  it('waits for the cooldown to raise a quota, never to turn the code off', async () => {
    world.start('admin');
    await world.api.createInviteCode({ teamId: 1, quota: 20 });
    await rejection(world.api.changeInviteQuota({ teamId: 1, quota: 2000 }));
    expect((await world.api.getInviteCode({ teamId: 1 })).invite?.quota).toBe(20);
    expect(await world.api.changeInviteQuota({ teamId: 1, quota: 0 })).toHaveProperty('message');
    expect((await world.api.getInviteCode({ teamId: 1 })).invite?.quota).toBe(0);
  });

  it('lets a locked team redeem a code, and refuses an unknown one', async () => {
    world.start('locked');
    const unknown = await rejection(world.api.grantInviteCode({ teamId: 104, code: 'NOPE' }));
    expect(unknown.fieldErrors).toHaveProperty('code');
    expect((await world.api.grantInviteCode({ teamId: 104, code: 'LESTARISTUDIO' })).redirect).toMatch(/host\/create$/);
  });
});

it('calls every call of the area, so every answer is proven against the panel schemas', () => {
  expect(world.uncalled()).toEqual([]);
});
