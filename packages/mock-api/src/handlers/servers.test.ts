import { describe, expect, it } from 'vitest';
import { rejection, setupTestWorld } from './testing';

const world = setupTestWorld('servers');
const TEAM = 101;

describe('servers handlers', () => {
  it('lists and details servers', async () => {
    const servers = await world.api.listServers({ teamId: TEAM });
    expect(servers.map((server) => server.endpoint)).toEqual(expect.arrayContaining(['sga.domcloud.co', 'bridge.lestari.studio']));
    expect((await world.api.getServer({ serverId: 2 })).endpoint).toBe('sgp.domcloud.co');
    expect((await rejection(world.api.getServer({ serverId: 404 }))).status).toBe(404);
  });

  it('attaches, updates and deletes a self-hosted server', async () => {
    const created = await world.api.createServer({ teamId: TEAM, alias: 'https://bridge2.lestari.studio', description: 'Office box', pass: 'bridge-secret' });
    expect(created).toHaveProperty('message');
    const server = (await world.api.listServers({ teamId: TEAM })).find((item) => item.endpoint === 'bridge2.lestari.studio');
    expect(server).toBeDefined();
    const serverId = server?.id ?? 0;
    expect(await world.api.updateServer({ teamId: TEAM, serverId, alias: 'https://bridge2.lestari.studio', description: 'Office rack', pass: '' })).toHaveProperty('message');
    expect((await world.api.getServer({ serverId })).title).toBe('Office rack');
    expect(await world.api.deleteServer({ teamId: TEAM, serverId })).toHaveProperty('message');
  });

  it('refuses bad input, public servers and members', async () => {
    const invalid = await rejection(world.api.createServer({ teamId: TEAM, alias: 'not a url', description: '', pass: '' }));
    expect(Object.keys(invalid.fieldErrors)).toEqual(expect.arrayContaining(['alias', 'description', 'pass']));
    expect((await rejection(world.api.deleteServer({ teamId: TEAM, serverId: 2 }))).status).toBe(403);
    world.start('member');
    expect((await rejection(world.api.createServer({ teamId: TEAM, alias: 'https://x.example.com', description: 'x', pass: 'y' }))).status).toBe(403);
  });
});

it('calls every call of the area, so every answer is proven against the panel schemas', () => {
  expect(world.uncalled()).toEqual([]);
});
