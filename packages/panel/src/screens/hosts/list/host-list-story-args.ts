// The host list screen's story props: an owner's first page, every callback a spy.
import { fn } from 'storybook/test';
import type { Host } from '../../../api/schemas/hosts';
import type { HostListScreenProps } from './host-list';
import { STORY_SERVERS } from './host-list-story-data';

export function hostListStoryArgs(hosts: readonly Host[]) {
  return {
    status: 'success',
    hosts,
    servers: STORY_SERVERS,
    teamBase: '/user',
    page: 1,
    onPageChange: fn(),
    onServerFilterChange: fn(),
    canCreate: true,
    recountCooldownMs: 0,
    onRecount: fn(),
  } satisfies Partial<HostListScreenProps>;
}
