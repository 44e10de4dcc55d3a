import { describe, expect, it } from 'vitest';
import { canLoginAs, canSeeHostAdminTab, canSeeUserList, isAdministratorId, isDeployedByAdmin, keepsLifecycleFeatures, showsBanLink, showsFavicons } from './permissions-admin';

describe('administrator extras', () => {
  it.each<[number, boolean]>([
    [0, false],
    [1, true],
    [2, false],
    [42, false],
    [-1, false],
  ])('user %d is the administrator: %s', (userId, admin) => {
    expect(isAdministratorId(userId)).toBe(admin);
    expect(canLoginAs(userId)).toBe(admin);
    expect(canSeeHostAdminTab(userId)).toBe(admin);
    expect(canSeeUserList(userId)).toBe(admin);
    expect(keepsLifecycleFeatures(userId)).toBe(admin);
    expect(isDeployedByAdmin(userId)).toBe(admin);
    expect(showsFavicons(userId)).toBe(!admin);
  });

  it.each<[number, string, boolean]>([
    [1, 'BAN', true],
    [1, 'ban', false],
    [1, 'BAN ', false],
    [1, 'BA', false],
    [1, '', false],
    [1, 'ana@example.com', false],
    [42, 'BAN', false],
  ])('user %d typing %j sees the ban link: %s', (userId, typed, shown) => {
    expect(showsBanLink(userId, typed)).toBe(shown);
  });
});
