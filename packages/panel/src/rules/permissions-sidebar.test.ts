import { describe, expect, it } from 'vitest';
import type { FeatureLevels } from './permissions-plan';
import { canSeeSidebarLink, SIDEBAR_LINKS, visibleSidebarLinks, type SidebarLink } from './permissions-sidebar';

const ALL: FeatureLevels = { gen_invite_code: 1, domain_registry: 0, manual_backup: 1, scheduled_backup: 2, self_hosting: 1 };

describe('sidebar links', () => {
  it('lists the sidebar entries in order', () => {
    expect(SIDEBAR_LINKS).toEqual(['hosting', 'domain', 'backup', 'server', 'inviteCode', 'team', 'profile', 'help', 'users', 'sales']);
  });

  it.each<[string, number, FeatureLevels, SidebarLink[]]>([
    ['a user with every feature', 42, ALL, ['hosting', 'domain', 'backup', 'server', 'inviteCode', 'team', 'profile', 'help']],
    ['the admin with every feature', 1, ALL, ['hosting', 'domain', 'backup', 'server', 'team', 'profile', 'help', 'users', 'sales']],
    ['a user without features', 42, {}, ['hosting', 'team', 'profile', 'help']],
    ['the admin without features', 1, {}, ['hosting', 'server', 'team', 'profile', 'help', 'users', 'sales']],
    ['a user with scheduled backups only', 42, { scheduled_backup: 2 }, ['hosting', 'backup', 'team', 'profile', 'help']],
    ['a user with manual backups only', 42, { manual_backup: 1 }, ['hosting', 'backup', 'team', 'profile', 'help']],
    ['a user with invite codes only', 42, { gen_invite_code: 0 }, ['hosting', 'inviteCode', 'team', 'profile', 'help']],
    ['a user with domains only', 42, { domain_registry: 3 }, ['hosting', 'domain', 'team', 'profile', 'help']],
    ['a user with self hosting only', 42, { self_hosting: 2 }, ['hosting', 'server', 'team', 'profile', 'help']],
    ['a user with an unrelated feature', 42, { docker_deploy: 1 }, ['hosting', 'team', 'profile', 'help']],
  ])('%s', (_name, userId, features, links) => {
    expect(visibleSidebarLinks({ userId, features })).toEqual(links);
  });

  it.each<[SidebarLink, boolean, boolean]>([
    ['hosting', true, true],
    ['team', true, true],
    ['profile', true, true],
    ['help', true, true],
    ['users', false, true],
    ['sales', false, true],
    ['inviteCode', true, false],
  ])('%s: user %s, admin %s', (link, forUser, forAdmin) => {
    expect(canSeeSidebarLink(link, { userId: 42, features: ALL })).toBe(forUser);
    expect(canSeeSidebarLink(link, { userId: 1, features: ALL })).toBe(forAdmin);
  });
});
