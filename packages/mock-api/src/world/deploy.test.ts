import { describe, expect, it } from 'vitest';
import { createScenarioWorld } from '../scenarios';
import { createWorld } from './create-world';
import { clearDeployments, getDeployment, listDeployments, startDeployment } from './deploy';
import type { Outcome } from './result';
import { RUNNING_PREFIX, deploymentEnd } from './runner-log';
import { SECOND } from './time';
import { addWebhook, deleteWebhook, getWebhookBadge, listWebhooks } from './webhooks';
import { World } from './world';

const SCRIPT = 'features:\n  - mysql create shop\ncommands:\n  - git pull\n  - npm ci\n  - npm run build\n';
const BANNER = /^DOM Cloud runner v1\.4\.260106 ref 13e0b21 in lestari\.studio at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/m;

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`${outcome.status} ${outcome.message}`);
  return outcome.value;
}

describe('deployments', () => {
  it('streams a runner log that grows while it runs and starts with Running until done', () => {
    const world = new World(createWorld());
    const { id } = value(world.run(startDeployment, { teamId: 101, hostId: 1001, template: SCRIPT }));
    const read = () => value(world.run(getDeployment, { teamId: 101, hostId: 1001, deployId: id })).result;

    const first = read();
    expect(first.startsWith(RUNNING_PREFIX)).toBe(true);
    expect(first).toMatch(BANNER);
    world.advance(3 * SECOND);
    const later = read();
    expect(later.startsWith(first)).toBe(true);
    expect(later.length).toBeGreaterThan(first.length);

    const deployment = world.state.hosts.find((host) => host.record.id === 1001)?.deployments.find((item) => item.id === id);
    if (!deployment) throw new Error('The deployment is missing');
    world.advance(deploymentEnd(deployment) - world.now());
    const finished = read();
    expect(finished.startsWith('Running')).toBe(false);
    expect(finished).toMatch(BANNER);
    expect(finished).toContain('$> Creating db instance lestari_web_shop on MySQL');
    // `.` stands for the escape character of the runner's colour codes.
    expect(finished).toMatch(/\n\n.\[37m\$> Execution Finished in \d+\.\d{3}s.\[0m$/);
    expect(world.state.hosts.find((host) => host.record.id === 1001)?.databases.lestari_web_shop).toEqual({ Type: 'mysql', Size: '8 KiB', Tables: 0 });
  });

  it('lists newest first and keeps a running deployment when the history is cleared', () => {
    const world = new World(createWorld());
    const { id } = value(world.run(startDeployment, { teamId: 101, hostId: 1001, template: SCRIPT }));
    const list = value(world.run(listDeployments, { hostId: 1001 }));
    expect(list[0]?.id).toBe(id);
    expect(list.map((item) => item.user_id)).toContain(1);
    value(world.run(clearDeployments, { teamId: 101, hostId: 1001 }));
    expect(value(world.run(listDeployments, { hostId: 1001 })).map((item) => item.id)).toEqual([id]);
  });

  it('deploys to active and starting hosts only, and clears only their history', () => {
    const world = new World(createWorld());
    // 1004 is starting (its first deployment runs), 1005 suspended, 1006 moving, 1007 removing, 1008 removed.
    expect(world.run(startDeployment, { teamId: 101, hostId: 1004, template: SCRIPT })).toMatchObject({ ok: true });
    for (const hostId of [1005, 1006, 1007, 1008]) {
      expect(world.run(startDeployment, { teamId: 101, hostId, template: SCRIPT })).toMatchObject({ ok: false, status: 403 });
      expect(world.run(clearDeployments, { teamId: 101, hostId })).toMatchObject({ ok: false, status: 403 });
    }
    expect(value(world.run(listDeployments, { hostId: 1005 }))).toHaveLength(1);
  });

  it('refuses a template that is not a YAML object, and clients', () => {
    const world = new World(createWorld());
    const bad = world.run(startDeployment, { teamId: 101, hostId: 1001, template: 'just text' });
    expect(bad).toMatchObject({ ok: false, status: 422, fieldErrors: { template: 'The template is not a valid YAML object.' } });
    expect(new World(createScenarioWorld('client')).run(startDeployment, { teamId: 101, hostId: 1001, template: SCRIPT })).toMatchObject({ ok: false, status: 403 });
  });

  it.each([
    ['refers to itself', 'nginx: &n\n  locations:\n    - *n\n'],
    ['merges into a node that holds it', 'nginx: &n\n  locations: [*n]\n  more:\n    <<: *n\n'],
    ['expands its aliases past any sensible size', ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 9 }, (_, level) => `a${level + 1}: &a${level + 1} [${Array(10).fill(`*a${level}`).join(', ')}]`), 'commands: *a9'].join('\n')],
  ])('refuses a template that %s, as the panel does, and keeps running', (_name, template) => {
    const world = new World(createWorld());
    expect(world.run(startDeployment, { teamId: 101, hostId: 1001, template })).toMatchObject({ ok: false, status: 422, fieldErrors: { template: 'The template is not a valid YAML object.' } });
    expect(world.run(startDeployment, { teamId: 101, hostId: 1001, template: SCRIPT })).toMatchObject({ ok: true });
  });
});

describe('webhooks', () => {
  it('adds one from a script with a source, shows its badge by key, and deletes it', () => {
    const world = new World(createWorld());
    const { id } = value(world.run(addWebhook, { teamId: 101, hostId: 1001, script: 'source: https://github.com/lestari-studio/landing.git#release\ncommands:\n  - git pull\n' }));
    const hook = value(world.run(listWebhooks, { hostId: 1001 })).find((item) => item.id === id);
    expect(hook).toMatchObject({ source_repo: 'lestari-studio/landing', source_branch: 'release', source_vendor: 'github', status: 'idle', source_commit: null });
    expect(value(world.run(getWebhookBadge, { webhookId: id, key: hook?.secret.slice(0, 8) ?? '' }))).toEqual({ schemaVersion: 1, label: 'deploy', message: 'idle', color: 'lightgrey' });
    expect(world.run(getWebhookBadge, { webhookId: id, key: 'wrongkey' })).toMatchObject({ ok: false, status: 403 });
    expect(world.run(addWebhook, { teamId: 101, hostId: 1001, script: '' })).toMatchObject({ ok: false, status: 422 });
    value(world.run(deleteWebhook, { teamId: 101, hostId: 1001, webhookId: id }));
    expect(world.run(deleteWebhook, { teamId: 101, hostId: 1001, webhookId: id })).toMatchObject({ ok: false, status: 404 });
  });
});
