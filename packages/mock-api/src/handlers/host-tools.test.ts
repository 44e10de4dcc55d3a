import { describe, expect, it } from 'vitest';
import { rejection, setupTestWorld } from './testing';

const world = setupTestWorld('hostTools');
const SITE = { teamId: 101, hostId: 1001 };

describe('host tools handlers', () => {
  it('lists, creates and drops databases', async () => {
    expect((await world.api.listDatabases(SITE)).map((row) => row.name)).toContain('lestari_web_db');
    expect((await world.api.listRedisDatabases(SITE))[0]?.password).toBeTruthy();
    expect(await world.api.createDatabase({ ...SITE, kind: 'mysql', name: 'shop2' })).toHaveProperty('message');
    expect((await world.api.listDatabases(SITE)).map((row) => row.name)).toContain('lestari_web_shop2');
    expect(await world.api.dropDatabase({ ...SITE, kind: 'mysql', name: 'shop2' })).toHaveProperty('message');
    expect((await rejection(world.api.dropDatabase({ ...SITE, kind: 'postgres', name: 'missing' }))).status).toBe(404);
  });

  it('runs features, software commands and user changes', async () => {
    expect(await world.api.runHostFeatures({ ...SITE, page: 'software', features: ['php 8.2'] })).toHaveProperty('message');
    expect(await world.api.runSoftwareCommand({ ...SITE, command: 'php -v' })).toMatch(/^PHP 8\.2/);
    expect(await world.api.createHostUser({ ...SITE, user: 'deploy-bot', password: 'a-long-password' })).toHaveProperty('message');
    expect((await world.api.listHostUsers({ ...SITE, query: { page: '1' } })).map((row) => row.name)).toContain('deploy-bot');
    expect(await world.api.deleteHostUser({ ...SITE, user: 'deploy-bot' })).toHaveProperty('message');
    expect((await rejection(world.api.deleteHostUser({ ...SITE, user: 'lestari-web' }))).status).toBe(403);
  });

  it('reads and saves nginx configs', async () => {
    const page = await world.api.getNginxConfig(SITE);
    expect(page.config.ssl).toBe('always');
    expect((await world.api.getNginxConfig({ ...SITE, subdomain: 'beta' })).dom).toBe('beta.lestari.studio');
    expect(await world.api.saveNginxConfig({ ...SITE, config: { ...page.config, root: 'public_html/build' } })).toHaveProperty('message');
    expect((await world.api.getNginxConfig(SITE)).config.root).toBe('public_html/build');
    expect(await world.api.runNginxFeatures({ ...SITE, subdomain: 'beta', features: ['ssl always'] })).toHaveProperty('message');
    expect((await world.api.getNginxConfig({ ...SITE, subdomain: 'beta' })).config.ssl).toBe('always');
    expect((await rejection(world.api.saveNginxConfig({ ...SITE, config: { proxy_pass: 'http://example.com:80' } }))).fieldErrors).toHaveProperty('nginx');
  });

  it('applies DNS change lines to the zone', async () => {
    expect((await world.api.getDnsZone(SITE)).records.length).toBeGreaterThan(5);
    expect(await world.api.saveDnsChanges({ ...SITE, changes: ['add a test 203.0.113.9', 'del cname docs'] })).toHaveProperty('message');
    expect(await world.api.addDnsRecords({ ...SITE, records: ['a blog 203.0.113.10'] })).toHaveProperty('message');
    const zone = (await world.api.getDnsZone(SITE)).zone;
    expect(zone.a.map((record) => record.name)).toEqual(expect.arrayContaining(['test', 'blog']));
    expect(zone.cname.map((record) => record.name)).not.toContain('docs');
  });

  it('refuses bad DNS input with 422 and field messages', async () => {
    const error = await rejection(world.api.saveDnsChanges({ ...SITE, changes: ['add a www not-an-ip'] }));
    expect(error.status).toBe(422);
    expect(error.fieldErrors.template).toMatch(/not a valid IPv4/);
  });

  it('reads logs, processes, connection and firewall', async () => {
    expect((await world.api.getHostLog({ ...SITE, type: 'access', lines: 5 })).stdout.split('\n').length).toBeLessThanOrEqual(5);
    expect((await rejection(world.api.getHostLog({ ...SITE, lines: 0 }))).fieldErrors).toHaveProperty('n');
    expect((await world.api.listScreenProcesses(SITE)).length).toBeGreaterThan(0);
    expect((await world.api.manageScreenProcesses({ ...SITE, action: 'restart' })).code).toBe(0);
    expect((await world.api.getConnectionCheck(SITE)).ping.realip.length).toBeGreaterThan(0);
    const firewall = await world.api.getFirewallState(SITE);
    const next = firewall === 'on' ? 'off' : 'on';
    expect(await world.api.setFirewall({ ...SITE, state: next })).toHaveProperty('message');
    expect(await world.api.getFirewallState(SITE)).toBe(next);
  });

  it('keeps the free plan firewall on and clients out of writes', async () => {
    world.start('free');
    expect((await rejection(world.api.setFirewall({ teamId: 103, hostId: 2001, state: 'off' }))).status).toBe(403);
    world.start('client');
    expect((await rejection(world.api.createDatabase({ ...SITE, kind: 'redis', name: 'cache2' }))).status).toBe(403);
  });
});

it('calls every call of the area, so every answer is proven against the panel schemas', () => {
  expect(world.uncalled()).toEqual([]);
});
