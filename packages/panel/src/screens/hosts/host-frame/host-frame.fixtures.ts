import { createWorldStore, DEFAULT_TEAM_ID } from '@hostdeck/mock-api';
import { hostPath, type HostTab } from '../../../rules/paths';

/** The frame's story data, read from the simulated world: the team's first active website. */
const world = createWorldStore({ scenario: 'owner-paid' }).state;
const host = world.hosts.find((candidate) => candidate.team_id === DEFAULT_TEAM_ID && candidate.record.status === 'active');

export const frameHost = { id: host?.record.id ?? 0, domain: host?.record.domain ?? '', status: host?.record.status ?? 'active' };
export const frameHrefOf = (tab: HostTab) => hostPath('/user', tab, frameHost.id);
