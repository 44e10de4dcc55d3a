import { describe, expect, it } from 'vitest';
import type { TeamRole } from './permissions-roles';
import { canAttachServer, canChangeServer } from './server-access';

describe('who attaches and changes servers (account-area 6)', () => {
  it.each<[TeamRole, boolean | null | undefined, boolean, boolean]>([
    ['owner', false, true, true],
    ['admin', false, true, true],
    ['admin', null, true, true],
    ['member', false, false, false],
    ['client', false, false, false],
    ['owner', true, true, false],
    ['admin', true, true, false],
  ])('%s, public %s', (role, isPublic, attaches, changes) => {
    expect(canAttachServer(role)).toBe(attaches);
    expect(canChangeServer(role, { public_scope: isPublic })).toBe(changes);
  });
});
