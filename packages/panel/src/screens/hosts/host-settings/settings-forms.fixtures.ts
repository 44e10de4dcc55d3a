import { createWorldStore, getInitData } from '@hostdeck/mock-api';
import { initDataSchema } from '../../../api/schemas/session';
import { hostPath, teamPagePath } from '../../../rules/paths';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { hostFrameOf, worldAnswer } from '../host-frame/world-frame.fixtures';

/**
 * The rename, passwd and server stories' data, read from the simulated world (owner-paid: Lestari Studio, team 101,
 * Kit plan): shop.lestari.studio (1002) on wdc (MySQL, PostgreSQL and Redis) and blog-lestari (1003) on the legacy
 * sga server (MySQL only).
 */
const store = createWorldStore({ scenario: 'owner-paid' });

export const SHOP_HOST_ID = 1002;
export const BLOG_HOST_ID = 1003;

/** The shell's English titles of the pages (shell routes.hostRename, hostPasswd, hostServer). */
export const SETTINGS_TITLES = { rename: 'Change Username', passwd: 'Change Password', server: 'Change Server' } as const;

/** The host page frame's value for a host of team 101, as the frame hands it to a settings page. */
export function frameOf(hostId: number, title: string): HostFrameValue {
  return hostFrameOf(store, hostId, { title });
}

/** The team's default base ('/user'): where the container stories' links and navigation lead. */
export const TEAM_BASE = '/user';
export const detailHrefOf = (hostId: number) => hostPath(TEAM_BASE, 'detail', hostId);
export const UPGRADE_HREF = teamPagePath(TEAM_BASE, 'upgrade');

const initData = initDataSchema.parse(worldAnswer(store.run(getInitData, undefined), 'initdata'));
/** initdata's servers: sga and sgp at level 0, wdc and nue at 1, osk at 2, and the team's own bridge box. */
export const WORLD_SERVERS = initData.servers;
export const WORLD_FEATURES = initData.features;
/** The plan level manual backups need: moving is offered from here up. */
export const MANUAL_BACKUP_LEVEL = WORLD_FEATURES.manual_backup ?? 1;

export const SHOP = frameOf(SHOP_HOST_ID, SETTINGS_TITLES.server);
export const BLOG = frameOf(BLOG_HOST_ID, SETTINGS_TITLES.server);
