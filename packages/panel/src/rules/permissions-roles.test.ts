import { describe, expect, it } from 'vitest';
import { canManageHosts, canOrderDomains, canSeeCreateButton, canSeeTeamPage, isManagerRole, MANAGER_ROLES, visibleTeamPages, type TeamRole } from './permissions-roles';
import { canAddMember, canDeleteMember, canEditRole, canEditTeamProfile, canManageMembers, remainingSeats } from './permissions-members';
import type { TeamPage } from './paths';

const ROLES: readonly TeamRole[] = ['owner', 'admin', 'member', 'client'];

describe('manager gates', () => {
  it('names owner and admin as managers', () => {
    expect(MANAGER_ROLES).toEqual(['owner', 'admin']);
  });

  it.each<[TeamRole, boolean]>([
    ['owner', true],
    ['admin', true],
    ['member', false],
    ['client', false],
  ])('%s manages: %s', (role, allowed) => {
    expect(isManagerRole(role)).toBe(allowed);
    expect(canManageHosts(role)).toBe(allowed);
    expect(canSeeCreateButton(role)).toBe(allowed);
    expect(canOrderDomains(role)).toBe(allowed);
    expect(canManageMembers(role)).toBe(allowed);
  });
});

describe('member rows', () => {
  // [actor, member, can edit the role, can delete]
  const table: [TeamRole, TeamRole, boolean][] = ROLES.flatMap((actor) =>
    ROLES.map((member): [TeamRole, TeamRole, boolean] => [actor, member, (actor === 'owner' || actor === 'admin') && member !== 'owner']),
  );

  it.each(table)('%s on a %s row: %s', (actor, member, allowed) => {
    expect(canEditRole(actor, member)).toBe(allowed);
    expect(canDeleteMember(actor, member)).toBe(allowed);
  });

  it('never lets anyone edit or delete an owner', () => {
    for (const actor of ROLES) {
      expect(canEditRole(actor, 'owner')).toBe(false);
      expect(canDeleteMember(actor, 'owner')).toBe(false);
    }
  });
});

describe('canAddMember and remainingSeats', () => {
  it.each<[TeamRole, number, number, boolean, number]>([
    ['owner', 0, 3, true, 3],
    ['owner', 2, 3, true, 1],
    ['owner', 3, 3, false, 0],
    ['owner', 4, 3, false, 0],
    ['admin', 2, 3, true, 1],
    ['admin', 3, 3, false, 0],
    ['member', 0, 3, false, 3],
    ['client', 0, 3, false, 3],
    ['owner', 1, 1, false, 0],
    ['owner', 0, 0, false, 0],
  ])('%s with %d of %d users: add %s, %d seats left', (role, used, limit, allowed, seats) => {
    expect(canAddMember(role, used, limit)).toBe(allowed);
    expect(remainingSeats(used, limit)).toBe(seats);
  });
});

describe('canEditTeamProfile', () => {
  it.each<[TeamRole, boolean]>([
    ['owner', true],
    ['admin', false],
    ['member', false],
    ['client', false],
  ])('%s: %s', (role, allowed) => {
    expect(canEditTeamProfile(role)).toBe(allowed);
  });
});

describe('team tab bar', () => {
  it.each<[TeamRole, TeamPage[]]>([
    ['owner', ['detail', 'member', 'upgrade', 'invoice', 'history']],
    ['admin', ['detail', 'member', 'upgrade', 'invoice']],
    ['member', ['detail', 'member', 'upgrade', 'invoice']],
    ['client', ['detail', 'member']],
  ])('%s sees %j', (role, pages) => {
    expect(visibleTeamPages(role)).toEqual(pages);
  });

  it.each<[TeamPage, TeamRole[]]>([
    ['upgrade', ['owner', 'admin', 'member']],
    ['invoice', ['owner', 'admin', 'member']],
    ['history', ['owner']],
    ['detail', ['owner', 'admin', 'member', 'client']],
  ])('%s is for %j', (page, roles) => {
    expect(ROLES.filter((role) => canSeeTeamPage(role, page))).toEqual(roles);
  });
});
