import { describe, expect, it } from 'vitest';
import { isAtWebsiteLimit, orderAccess, orderRefusal, type OrderAccess, type OrderAccessInput } from './order-access';

const owner = (change: Partial<OrderAccessInput> = {}): OrderAccessInput => ({ role: 'owner', planLevel: 2, usedInstances: 9, instanceLimit: 10, ...change });

describe('orderAccess', () => {
  it.each<[string, OrderAccessInput, OrderAccess]>([
    ['a paid owner under the limit orders', owner(), { kind: 'open' }],
    ['an admin orders as the owner does', owner({ role: 'admin' }), { kind: 'open' }],
    ['a member is told only owners and admins order', owner({ role: 'member' }), { kind: 'role', role: 'member' }],
    ['a client is told so too', owner({ role: 'client' }), { kind: 'role', role: 'client' }],
    ['a free owner with room orders', owner({ planLevel: 0, usedInstances: 2, instanceLimit: 3 }), { kind: 'open' }],
    ['the limit reached stops the wizard', owner({ usedInstances: 10 }), { kind: 'limit', used: 10, limit: 10 }],
    ['more than the limit (a plan downgraded) stops it too', owner({ planLevel: 1, usedInstances: 9, instanceLimit: 6 }), { kind: 'limit', used: 9, limit: 6 }],
    ['one below the limit still orders', owner({ planLevel: 0, usedInstances: 2, instanceLimit: 3 }), { kind: 'open' }],
    ['a locked plan opens on the invite gate, whatever its zero limit', owner({ planLevel: -1, usedInstances: 0, instanceLimit: 0 }), { kind: 'locked' }],
    ['a banned plan is banned', owner({ planLevel: -2, usedInstances: 1, instanceLimit: 0 }), { kind: 'banned' }],
    ['a ban outranks the role', owner({ role: 'member', planLevel: -2 }), { kind: 'banned' }],
    ['the role outranks a locked plan: a member cannot unlock it', owner({ role: 'member', planLevel: -1 }), { kind: 'role', role: 'member' }],
    ['the role outranks the limit', owner({ role: 'client', usedInstances: 10 }), { kind: 'role', role: 'client' }],
  ])('%s', (_name, input, expected) => {
    expect(orderAccess(input)).toEqual(expected);
  });
});

describe('orderRefusal', () => {
  it.each<[OrderAccess, boolean]>([
    [{ kind: 'open' }, false],
    [{ kind: 'locked' }, false],
    [{ kind: 'banned' }, true],
    [{ kind: 'role', role: 'member' }, true],
    [{ kind: 'limit', used: 3, limit: 3 }, true],
  ])('%o stops the wizard: %s', (access, stops) => {
    expect(orderRefusal(access)).toEqual(stops ? access : null);
  });
});

describe('isAtWebsiteLimit (the order gate and the simulated server refuse at the same count)', () => {
  it.each<[number, number, boolean]>([
    [9, 10, false],
    [10, 10, true],
    [11, 10, true],
    [0, 0, true],
    [0, 1, false],
  ])('%d websites of %d allowed: at the limit %s', (used, limit, isAtLimit) => {
    expect(isAtWebsiteLimit(used, limit)).toBe(isAtLimit);
  });
});
