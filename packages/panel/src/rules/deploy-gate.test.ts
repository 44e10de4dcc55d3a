import { describe, expect, it } from 'vitest';
import { deployGate, hostTakesDeployments, inactiveReason, type DeployGate, type InactiveReason } from './deploy-gate';
import type { TeamRole } from './permissions-roles';

describe('hostTakesDeployments', () => {
  it.each<[string, boolean]>([
    ['active', true],
    // The first deployment of a new host runs while it is starting; a fixed script may follow it.
    ['starting', true],
    ['suspended', false],
    ['moving', false],
    ['removing', false],
    ['removed', false],
    ['Active', false],
    ['', false],
    ['archived', false],
  ])('%s: %s', (status, takes) => {
    expect(hostTakesDeployments(status)).toBe(takes);
  });
});

describe('deployGate', () => {
  it.each<[TeamRole, string, DeployGate]>([
    ['owner', 'active', 'allowed'],
    ['admin', 'active', 'allowed'],
    ['member', 'active', 'allowed'],
    ['client', 'active', 'read-only'],
    ['owner', 'starting', 'allowed'],
    ['member', 'starting', 'allowed'],
    ['client', 'starting', 'read-only'],
    ['owner', 'suspended', 'inactive'],
    ['owner', 'moving', 'inactive'],
    ['admin', 'removing', 'inactive'],
    ['owner', 'removed', 'inactive'],
    ['member', 'removed', 'inactive'],
    // The host's state is told first: a client learns why nothing can be deployed as well.
    ['client', 'suspended', 'inactive'],
    ['owner', 'unknown', 'inactive'],
  ])('%s on a %s host: %s', (role, status, gate) => {
    expect(deployGate({ role, status })).toBe(gate);
  });
});

describe('inactiveReason', () => {
  it.each<[string, InactiveReason]>([
    ['suspended', 'suspended'],
    ['moving', 'moving'],
    ['removing', 'removed'],
    ['removed', 'removed'],
    ['frozen', 'other'],
  ])('%s: %s', (status, reason) => {
    expect(inactiveReason(status)).toBe(reason);
  });
});
