import { describe, expect, it } from 'vitest';
import type { TeamRole } from '../../../rules/permissions-roles';
import { DETAIL_SHORTCUTS, detailShortcuts } from './detail-shortcuts';

describe('detailShortcuts', () => {
  it.each<[TeamRole, string, readonly string[]]>([
    ['owner', 'active', DETAIL_SHORTCUTS],
    ['member', 'active', DETAIL_SHORTCUTS],
    ['client', 'active', DETAIL_SHORTCUTS],
    // Only Deploy stays open on a website that is not active (it gates itself: a starting host deploys).
    ['owner', 'starting', ['runner']],
    ['owner', 'suspended', ['runner']],
    ['admin', 'moving', ['runner']],
    ['member', 'removed', ['runner']],
  ])('%s on a %s website', (role, status, tabs) => {
    expect(detailShortcuts({ role, status })).toEqual(tabs);
  });
});
