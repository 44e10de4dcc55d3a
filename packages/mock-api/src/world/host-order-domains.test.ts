import { describe, expect, it } from 'vitest';
import { canSubmitOrder, CUSTOM_DOMAIN_CHOICE, type OrderFormContext } from '@hostdeck/panel/rules';
import { VITE_SITE } from '../fixtures/templates';
import { createWorld } from './create-world';
import { createHost, getHostDetail, type HostOrder } from './hosts';
import type { Outcome } from './result';
import { World } from './world';

/*
 * The order's domain is refused where the order form refuses it (the panel's domainInUseBy): a live website's domain
 * or its www. name, of any team; a removed website's domain is free again.
 */

const ORDER: HostOrder = { teamId: 101, username: 'maya-next', serverId: 2, domain: 'maya-next.com', mergeWithParent: false, password: 'correct-horse-9', template: VITE_SITE };
const IN_USE = 'The domain is already used by another host.';

const domainError = (outcome: Outcome<unknown>) => (outcome.ok ? undefined : outcome.fieldErrors?.domain);

describe('an order for a domain a website already has', () => {
  it.each([
    // The studio's own main site, and its live shop on wdc (the order form's two reported cases).
    ['lestari.studio', IN_USE],
    ['shop.lestari.studio', IN_USE],
    ['www.lestari.studio', IN_USE],
    // Another team's live website.
    ['kopicollective.id', IN_USE],
    // A removed website's domain, and a new name under a live one, are free.
    ['promo2024.lestari.studio', undefined],
    ['blog.lestari.studio', undefined],
  ])('%s: %s', (domain, message) => {
    const world = new World(createWorld());
    expect(domainError(world.run(createHost, { ...ORDER, domain }))).toBe(message);
  });

  it('is refused by the order form at the same boundary, for the team\u2019s own websites', () => {
    const world = new World(createWorld());
    const domains = world.state.hosts
      .filter((host) => host.team_id === 101 && host.record.status !== 'removed')
      .map(({ record }) => ({ domain: record.domain, server_id: record.server_id }));
    const servers = world.state.servers.map(({ id, endpoint, feature_level, global_domain, wildcard_domain }) => ({ id, endpoint, feature_level, global_domain, wildcard_domain }));
    const context: OrderFormContext = { servers, domains, planLevel: 2, features: world.state.catalog.features };
    const formAllows = (domain: string) =>
      canSubmitOrder({ name: ORDER.username, serverId: '2', domainChoice: CUSTOM_DOMAIN_CHOICE, customDomain: domain, mergeWithParent: false, password: ORDER.password }, context, 'valid');
    for (const domain of ['lestari.studio', 'shop.lestari.studio', 'www.lestari.studio', 'promo2024.lestari.studio', 'blog.lestari.studio']) {
      expect(formAllows(domain), domain).toBe(domainError(new World(createWorld()).run(createHost, { ...ORDER, domain })) === undefined);
    }
  });

  it('creates the website once the domain is free', () => {
    const world = new World(createWorld());
    const result = world.run(createHost, { ...ORDER, domain: 'promo2024.lestari.studio' });
    if (!result.ok) throw new Error(`${result.status} ${result.message}`);
    const detail = world.run(getHostDetail, { teamId: 101, hostId: result.value.id });
    expect(detail.ok && detail.value.host.domain).toBe('promo2024.lestari.studio');
  });
});

describe('merging an order into its parent domain', () => {
  it('merges into the nearest live parent, on its server', () => {
    const world = new World(createWorld());
    // shop.lestari.studio is on wdc (3), lestari.studio on sgp (2).
    expect(world.run(createHost, { ...ORDER, domain: 'blog.shop.lestari.studio', serverId: 3, mergeWithParent: true }).ok).toBe(true);
    // A fresh world: the first order filled the plan's ten websites.
    const refused = new World(createWorld()).run(createHost, { ...ORDER, domain: 'news.shop.lestari.studio', serverId: 2, mergeWithParent: true });
    expect(refused.ok ? undefined : refused.fieldErrors?.merge_parent).toBe('The server must be wdc.domcloud.co');
  });
});
