import { describe, expect, it } from 'vitest';
import { createScenarioWorld } from '../scenarios';
import { VITE_SITE } from '../fixtures/templates';
import { createWorld } from './create-world';
import { deleteHost, moveHost, renameHost } from './host-settings';
import { HOST_LIST_PAGE_SIZE } from '@hostdeck/panel/rules';
import { createHost, getHostDetail, getHostStats, listHosts, recountHosts, type HostOrder } from './hosts';
import type { Failure, Outcome } from './result';
import { deploymentEnd } from './runner-log';
import { MINUTE } from './time';
import { World } from './world';

const ORDER: HostOrder = { teamId: 101, username: 'portfolio-next', serverId: 2, domain: 'portfolio-next.domcloud.dev', mergeWithParent: false, password: 'correct-horse-9', template: VITE_SITE };

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`${outcome.status} ${outcome.message}`);
  return outcome.value;
}

function failure(outcome: Outcome<unknown>): Failure {
  if (outcome.ok) throw new Error('Expected the operation to fail');
  return outcome;
}

const statusOf = (world: World, hostId: number) => value(world.run(getHostDetail, { teamId: 101, hostId })).host.status;

describe('ordering a host', () => {
  it('starts as starting and turns active once its first deployment has finished', () => {
    const world = new World(createWorld());
    const { id, redirect } = value(world.run(createHost, ORDER));
    expect(redirect).toBe(`/user/host/runner/${id}`);
    expect(statusOf(world, id)).toBe('starting');
    expect(value(world.run(getHostStats, { hostId: id }))).toBeNull();

    const deployment = world.state.hosts.find((host) => host.record.id === id)?.deployments[0];
    if (!deployment) throw new Error('The order started no deployment');
    world.advance(deploymentEnd(deployment) - world.now() - 1);
    expect(statusOf(world, id)).toBe('starting');
    world.advance(1);
    expect(statusOf(world, id)).toBe('active');
    expect(value(world.run(getHostStats, { hostId: id }))?.updated_at).toMatch(/^2026-11-01 09:0\d:\d\d$/);
  });

  it('refuses bad input with a message per field', () => {
    const world = new World(createWorld());
    const result = failure(world.run(createHost, { ...ORDER, username: 'Bad_Name', domain: 'not a domain', password: 'short', serverId: 5, template: '- just\n- a list' }));
    expect(result.status).toBe(422);
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual(['domain', 'password', 'template', 'username']);
    expect(failure(world.run(createHost, { ...ORDER, username: 'lestari-web' })).fieldErrors?.username).toBe('The username is already taken.');
  });

  it('is refused to members, locked teams and full plans', () => {
    expect(failure(new World(createScenarioWorld('member')).run(createHost, ORDER)).status).toBe(403);
    expect(failure(new World(createScenarioWorld('locked')).run(createHost, { ...ORDER, teamId: 104 })).status).toBe(403);
    const world = new World(createWorld());
    value(world.run(createHost, ORDER));
    expect(failure(world.run(createHost, { ...ORDER, username: 'another-site', domain: 'another-site.domcloud.dev' })).message).toMatch(/allows 10 websites/);
  });
});

describe('the host list', () => {
  it('filters by server and pages at the 1000-row threshold', () => {
    const state = createWorld();
    const template = state.hosts.find((host) => host.record.id === 1001);
    if (!template) throw new Error('Seed host 1001 is missing');
    for (let index = 0; index < 1000; index += 1) {
      const copy = structuredClone(template);
      copy.record = { ...copy.record, id: 10_000 + index, username: `bulk-${index}`, domain: `bulk-${index}.domcloud.dev` };
      state.hosts.push(copy);
    }
    const world = new World(state);
    const first = value(world.run(listHosts, { teamId: 101 }));
    expect(first).toHaveLength(HOST_LIST_PAGE_SIZE);
    expect(first[0]?.password).toBeNull();
    expect(value(world.run(listHosts, { teamId: 101, page: 2 }))).toHaveLength(10);
    expect(value(world.run(listHosts, { teamId: 101, serverId: 1 })).map((host) => host.domain)).toEqual(['promo2024.lestari.studio', 'blog-lestari.dom.my.id']);
  });

  it('recounts usage at most once a minute', () => {
    const world = new World(createWorld());
    value(world.run(recountHosts, { teamId: 101 }));
    expect(failure(world.run(recountHosts, { teamId: 101 })).status).toBe(422);
    world.advance(MINUTE);
    expect(world.run(recountHosts, { teamId: 101 }).ok).toBe(true);
  });
});

describe('host settings', () => {
  it('lets only owners and admins change a host, only when it is active, and finds no host of another team', () => {
    const member = new World(createScenarioWorld('member'));
    expect(failure(member.run(deleteHost, { teamId: 101, hostId: 1001, username: 'lestari-web' })).status).toBe(403);
    const owner = new World(createWorld());
    expect(failure(owner.run(deleteHost, { teamId: 101, hostId: 999, username: 'x' })).status).toBe(404);
    expect(failure(owner.run(deleteHost, { teamId: 103, hostId: 2001, username: 'budi-portfolio' })).status).toBe(403);
    expect(failure(owner.run(deleteHost, { teamId: 101, hostId: 2001, username: 'budi-portfolio' })).status).toBe(404);
    expect(failure(owner.run(renameHost, { teamId: 101, hostId: 1005, username: 'new-portfolio' })).status).toBe(403);
    expect(failure(owner.run(deleteHost, { teamId: 101, hostId: 1001, username: 'lestari' })).fieldErrors).toEqual({ wordpass: 'Type the username of the host exactly to confirm.' });
  });

  it('removes a deleted host after a minute and brings a moved host back to active', () => {
    const world = new World(createWorld());
    value(world.run(deleteHost, { teamId: 101, hostId: 1010, username: 'arka-bakery' }));
    value(world.run(moveHost, { teamId: 101, hostId: 1001, serverId: 4 }));
    expect([statusOf(world, 1010), statusOf(world, 1001)]).toEqual(['removing', 'moving']);
    expect(failure(world.run(moveHost, { teamId: 101, hostId: 1002, serverId: 3 })).fieldErrors?.server_id).toBe('The host is already on this server.');
    world.advance(2 * MINUTE);
    expect([statusOf(world, 1010), statusOf(world, 1001)]).toEqual(['removed', 'active']);
  });

  it('needs the manual backup level to move a host', () => {
    const free = new World(createScenarioWorld('free'));
    expect(failure(free.run(moveHost, { teamId: 103, hostId: 2001, serverId: 1 })).message).toMatch(/upgrade/);
  });
});
