import { describe, expect, it } from 'vitest';
import { MINUTE } from '../world/time';
import { rejection, setupTestWorld } from './testing';

const world = setupTestWorld('deploy');
const TEAM = 101;
const SITE = { teamId: TEAM, hostId: 1001 };

describe('deploy handlers', () => {
  it('lists, reads, starts and clears deployments', async () => {
    const [latest] = await world.api.listDeployments({ hostId: 1001 });
    expect(latest).toBeDefined();
    expect((await world.api.getDeployment({ ...SITE, deployId: latest?.id ?? 0 })).template).toBe(latest?.template);
    expect(await world.api.startDeployment({ ...SITE, template: 'features:\n  - node lts\n' })).toHaveProperty('message');
    const [running] = await world.api.listDeployments({ hostId: 1001 });
    expect(running?.result).toMatch(/^Running/);
    expect((await rejection(world.api.startDeployment({ ...SITE, template: '- not a mapping' }))).fieldErrors).toHaveProperty('template');
    expect(await world.api.clearDeployments(SITE)).toHaveProperty('message');
    expect(await world.api.listDeployments({ hostId: 1001 })).toHaveLength(1);
    expect((await world.api.getHostEnvironment({ hostId: 1001 })).envs).toMatchObject({ NODE_ENV: 'production' });
  });

  it('adds, badges and deletes webhooks', async () => {
    const hooks = await world.api.listWebhooks({ hostId: 1001 });
    const hook = hooks[0];
    expect(hook).toBeDefined();
    expect((await world.api.getWebhookBadge({ webhookId: hook?.id ?? 0, secret: hook?.secret ?? '' })).message).toBe(hook?.status);
    expect((await rejection(world.api.getWebhookBadge({ webhookId: hook?.id ?? 0, secret: 'wrongkey' }))).status).toBe(403);
    expect(await world.api.addWebhook({ ...SITE, script: 'source: https://github.com/lestari-studio/landing\ncommands:\n  - npm ci\n' })).toHaveProperty('message');
    expect(await world.api.listWebhooks({ hostId: 1001 })).toHaveLength(hooks.length + 1);
    expect(await world.api.deleteWebhook({ ...SITE, webhookId: hook?.id ?? 0 })).toHaveProperty('message');
    expect((await rejection(world.api.deleteWebhook({ ...SITE, webhookId: 777 }))).status).toBe(404);
  });

  it('creates a host that starts as starting and becomes active as the clock passes', async () => {
    const order = { teamId: TEAM, username: 'lestari-new', serverId: 2, domain: 'lestari-new.com', mergeWithParent: false, password: 'a-strong-password', template: 'features:\n  - node lts\n' };
    const { id } = await world.api.createHost(order);
    expect((await world.api.getHostDetail({ teamId: TEAM, hostId: id })).host.status).toBe('starting');
    world.advance(10 * MINUTE);
    expect((await world.api.getHostDetail({ teamId: TEAM, hostId: id })).host.status).toBe('active');
    const taken = await rejection(world.api.createHost(order));
    expect(taken.status).toBe(422);
    expect(taken.fieldErrors).toHaveProperty('username');
  });

  it('refuses an order from a member', async () => {
    world.start('member');
    const order = { teamId: TEAM, username: 'dewi-site', serverId: 2, domain: 'dewi-site.com', mergeWithParent: false, password: 'a-strong-password', template: '' };
    expect((await rejection(world.api.createHost(order))).status).toBe(403);
  });

  it('searches the linked account, checks and uploads repositories', async () => {
    expect((await world.api.searchRepositories({ query: 'website' })).map((repo) => repo.full_name)).toContain('lestari-studio/website');
    expect(await world.api.searchRepositories({ query: '', owner: 'nobody-here' })).toEqual([]);
    expect(await world.api.checkRepo({ url: 'https://github.com/lestari-studio/website' })).toEqual({ kind: 'ok' });
    expect(await world.api.checkRepo({ url: 'not a url' })).toMatchObject({ kind: 'problem', message: expect.any(String) });
    expect(await world.api.checkRepo({ url: 'https://github.com/lestari-studio/private-api.git' })).toMatchObject({ kind: 'deploy-key' });
    const uploaded = await world.api.uploadRepo({ zip: new Blob(['PK\u0003\u0004 zip bytes'], { type: 'application/zip' }) });
    expect(uploaded.path).toMatch(/repo\.zip$/);
  });

  it('serves the recipe index and recipe files from the fixtures', async () => {
    const index = await world.api.getRecipeIndex();
    const first = index.templates[0];
    expect(first).toBeDefined();
    const recipe = await world.api.getRecipeTemplate({ file: first?.file ?? '', relativeUrl: index.relative_url });
    expect(recipe.text.length).toBeGreaterThan(0);
    expect((await world.api.getTemplateFrom({ from: 'node.yml' })).url).toMatch(/node\.yml$/);
    expect((await rejection(world.api.getTemplateFrom({ from: 'no-such-recipe.yml' }))).status).toBe(404);
  });

  it('answers DNS-over-HTTPS lookups and server pings from the world', async () => {
    const [server] = world.store.state.servers;
    const host = world.store.state.hosts.find((item) => item.record.id === 1001);
    const expected = world.store.state.servers.find((item) => item.id === host?.record.server_id)?.ip;
    expect((await world.api.lookupDomainA({ domain: 'lestari.studio' })).Answer.map((record) => record.data)).toEqual([expected]);
    expect((await world.api.lookupDomainA({ domain: 'arkabakery.com' })).Answer[0]?.data).not.toBe(expected);
    expect((await world.api.lookupDomainA({ domain: 'nothing-here.example' })).Status).toBe(3);
    expect(await world.api.measureServerLatency({ endpoint: server?.endpoint ?? '' })).toBeGreaterThanOrEqual(0);
    expect((await rejection(world.api.measureServerLatency({ endpoint: 'unknown.example.org' }))).kind).toBe('network');
  });
});

it('calls every call of the area, so every answer is proven against the panel schemas', () => {
  expect(world.uncalled()).toEqual([]);
});
