import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../world/time';
import { rejection, setupTestWorld } from './testing';

const world = setupTestWorld('hosts');
const TEAM = 101;
const SITE = { teamId: TEAM, hostId: 1001 };

describe('hosts handlers', () => {
  it('lists, details and counts hosts', async () => {
    const hosts = await world.api.listHosts({ teamId: TEAM });
    expect(hosts.map((host) => host.status)).toEqual(expect.arrayContaining(['active', 'starting', 'suspended', 'moving', 'removing', 'removed']));
    expect(await world.api.listHosts({ teamId: TEAM, page: 1, serverId: 1 })).toSatisfy((rows: typeof hosts) => rows.every((host) => host.server_id === 1));
    const detail = await world.api.getHostDetail(SITE);
    expect(detail.host.domain).toBe('lestari.studio');
    expect(detail.server.id).toBe(detail.host.server_id);
    expect((await world.api.getHostStats({ hostId: 1001 }))?.quota_server).toBeGreaterThan(0);
    expect(await world.api.recountHosts({ teamId: TEAM })).toHaveProperty('message');
    expect(await world.api.recountHost(SITE)).toHaveProperty('message');
    expect(await world.api.updateHost(SITE)).toHaveProperty('message');
  });

  it('answers 404 for an unknown host or a host of another team', async () => {
    expect((await rejection(world.api.getHostDetail({ teamId: TEAM, hostId: 9999 }))).status).toBe(404);
    expect((await rejection(world.api.getHostDetail({ teamId: 103, hostId: 1001 }))).status).toBe(404);
    expect((await rejection(world.api.getHostStats({ hostId: 424242 }))).isNotFound).toBe(true);
  });

  it('refuses a write without the CSRF token with 403', async () => {
    const error = await rejection(world.apiWithoutCsrf.recountHost(SITE));
    expect(error.status).toBe(403);
    expect(error.detail).toMatch(/CSRF/);
  });

  it('refuses a member deleting a host with 403', async () => {
    world.start('member');
    const error = await rejection(world.api.deleteHost({ ...SITE, username: 'lestari-web' }));
    expect(error.isForbidden).toBe(true);
    expect(error.detail).toBeTruthy();
    expect((await world.api.getHostDetail(SITE)).host.status).toBe('active');
  });

  it('runs the settings forms', async () => {
    expect(await world.api.changeHostPassword({ ...SITE, password: 'a-long-password', mysqlPassword: 'another-password' })).toHaveProperty('message');
    expect(await world.api.changeHostDomain({ ...SITE, domain: 'lestari.design' })).toHaveProperty('message');
    expect(await world.api.renameHost({ ...SITE, username: 'lestari-site' })).toHaveProperty('message');
    expect((await world.api.getHostDetail(SITE)).host).toMatchObject({ username: 'lestari-site', domain: 'lestari.design' });
    expect(await world.api.moveHost({ ...SITE, serverId: 3 })).toHaveProperty('message');
    expect((await world.api.getHostDetail(SITE)).host.status).toBe('moving');
    world.advance(3 * MINUTE);
    expect((await world.api.getHostDetail(SITE)).host).toMatchObject({ status: 'active', server_id: 3 });
  });

  it('answers 422 with field messages for bad settings input', async () => {
    const short = await rejection(world.api.changeHostPassword({ ...SITE, password: 'short' }));
    expect(short.status).toBe(422);
    expect(short.fieldErrors).toHaveProperty('password');
    expect((await rejection(world.api.renameHost({ ...SITE, username: 'ab' }))).fieldErrors).toHaveProperty('username');
    expect((await rejection(world.api.deleteHost({ ...SITE, username: 'not-the-name' }))).fieldErrors).toHaveProperty('wordpass');
  });

  it('transfers and deletes hosts', async () => {
    expect((await rejection(world.api.transferHost({ teamId: TEAM, hostId: 1002, targetTeamId: TEAM }))).fieldErrors).toHaveProperty('team_id');
    expect((await rejection(world.api.transferHost({ teamId: TEAM, hostId: 1002, targetTeamId: 103 }))).fieldErrors).toHaveProperty('team_id');
    expect(await world.api.transferHost({ teamId: TEAM, hostId: 1002, targetTeamId: 106 })).toHaveProperty('message');
    expect((await world.api.listHosts({ teamId: 106 })).map((host) => host.id)).toContain(1002);
    expect((await rejection(world.api.getHostDetail({ teamId: TEAM, hostId: 1002 }))).status).toBe(404);
    expect(await world.api.deleteHost({ ...SITE, username: 'lestari-web' })).toHaveProperty('message');
    expect((await world.api.getHostDetail(SITE)).host.status).toBe('removing');
    world.advance(HOUR);
    expect((await world.api.getHostDetail(SITE)).host.status).toBe('removed');
  });
});

it('calls every call of the area, so every answer is proven against the panel schemas', () => {
  expect(world.uncalled()).toEqual([]);
});
