import { describe, expect, it } from 'vitest';
import { hostPageGate, type HostPageGate } from './host-page-gate';
import type { HostTab } from './paths';
import type { TeamRole } from './permissions-roles';

describe('hostPageGate', () => {
  it.each<[HostTab, TeamRole, string, HostPageGate]>([
    // The detail page shows any host to anyone in the team, without writes to a client; the Deploy page gates itself.
    ['detail', 'owner', 'removed', 'allowed'],
    ['detail', 'member', 'suspended', 'allowed'],
    ['detail', 'client', 'removed', 'read-only'],
    ['detail', 'client', 'active', 'read-only'],
    ['runner', 'member', 'suspended', 'allowed'],
    // Check and Setup tools need the host's server account: an active host.
    ['nginx', 'owner', 'active', 'allowed'],
    ['nginx', 'member', 'active', 'allowed'],
    ['dns', 'client', 'active', 'read-only'],
    ['log', 'owner', 'suspended', 'inactive'],
    ['connection', 'admin', 'starting', 'inactive'],
    ['dns', 'client', 'removed', 'inactive'],
    ['webhook', 'owner', 'moving', 'inactive'],
    // The Admin group: owners and admins only, and only on an active host (host-area 4, 6).
    ['rename', 'owner', 'active', 'allowed'],
    ['server', 'admin', 'active', 'allowed'],
    ['delete', 'member', 'active', 'not-allowed'],
    ['passwd', 'client', 'active', 'not-allowed'],
    ['transfer', 'member', 'suspended', 'not-allowed'],
    ['cname', 'owner', 'suspended', 'inactive'],
  ])('%s for a %s on a %s host: %s', (tab, role, status, gate) => {
    expect(hostPageGate(tab, { role, status })).toBe(gate);
  });
});
