import { createWorldStore, getHostDetail, getHostStats, getInitData, getTeam, type Outcome, type ScenarioName } from '@hostdeck/mock-api';
import type { HostStats } from '../../../api/schemas/hosts';
import type { Plan } from '../../../api/schemas/session';
import { hostPath, USER_BASE } from '../../../rules/paths';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import type { HostDetailScreenProps } from './host-detail';
import { detailShortcuts } from './detail-shortcuts';

/**
 * The info page's story data, read from the simulated worlds the container stories and the demo run on: the studio's
 * busy site (owner-paid 1001, Kit plan), its new API host the server has not counted yet (1004), its suspended
 * portfolio (1005), Budi's site on the free plan (free 2001) and the administrator's status page (admin 3001).
 */
function answerOf<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`host-detail fixtures: the world refused ${what}: ${outcome.message}`);
  return outcome.value;
}

interface WorldHostPage {
  frame: HostFrameValue;
  stats: HostStats | null;
  plan: Plan;
}

const stores = new Map<ScenarioName, ReturnType<typeof createWorldStore>>();
function storeOf(scenario: ScenarioName) {
  const known = stores.get(scenario);
  if (known) return known;
  const store = createWorldStore({ scenario });
  stores.set(scenario, store);
  return store;
}

/** A host as the frame hands it to the page, with its stats and its team's plan as the world answers them. */
export function worldHostPage(scenario: ScenarioName, teamId: number, hostId: number, title = 'Info'): WorldHostPage {
  const store = storeOf(scenario);
  const detail = answerOf(store.run(getHostDetail, { teamId, hostId }), `host ${hostId}`);
  const team = answerOf(store.run(getTeam, { teamId }), `team ${teamId}`);
  const plan = answerOf(store.run(getInitData, undefined), 'initdata').plans.find((item) => item.id === team.plan_id);
  if (!plan) throw new Error(`host-detail fixtures: team ${teamId} has no plan in initdata`);
  return {
    frame: { teamId, hostId, host: detail.host, server: detail.server, gate: 'allowed', title },
    stats: answerOf(store.run(getHostStats, { hostId }), `the stats of ${hostId}`),
    plan,
  };
}

export const STUDIO = worldHostPage('owner-paid', 101, 1001);
export const NEVER_COUNTED = worldHostPage('owner-paid', 101, 1004);
export const SUSPENDED = worldHostPage('owner-paid', 101, 1005);
export const FREE_SITE = worldHostPage('free', 103, 2001);
export const ADMIN_SITE = worldHostPage('admin', 1, 3001);

/** The screen's props for one of the pages above, as the container gives them to an owner. */
export function screenArgsOf({ frame, stats, plan }: WorldHostPage): Omit<HostDetailScreenProps, 'onRecount' | 'onUpdate' | 'onRetryUsage'> {
  return {
    title: frame.title,
    host: frame.host,
    server: frame.server,
    plan,
    usageStatus: stats === null ? 'empty' : 'content',
    stats,
    shortcuts: detailShortcuts({ role: 'owner', status: frame.host.status }),
    hrefOf: (tab) => hostPath(USER_BASE, tab, frame.hostId),
  };
}
