import { createWorldStore, DEFAULT_TEAM_ID } from '@hostdeck/mock-api';
import { teamPagePath } from '../../../rules/paths';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import type { FirewallScreenProps } from './firewall';
import { hostFrameOf } from '../host-frame/world-frame.fixtures';

/**
 * The firewall stories' data, read from the simulated world. owner-paid (team 101, Kit): lestari.studio (1001) has
 * the firewall off, as paid hosts start. free (team 103, Free): budi-portfolio.dom.my.id (2001) has it forced on.
 */
const stores = { 'owner-paid': createWorldStore({ scenario: 'owner-paid' }), free: createWorldStore({ scenario: 'free' }) };

export const STUDIO_HOST_ID = 1001;
export const FREE_TEAM_ID = 103;
export const FREE_HOST_ID = 2001;
/** Plan levels of the two teams' plans (Kit, Free). */
export const PAID_PLAN_LEVEL = 2;
export const FREE_PLAN_LEVEL = 0;

/** The host page frame's value for a host, as the frame hands it to the page. */
export function frameOf(hostId: number, gate: HostFrameValue['gate'] = 'allowed'): HostFrameValue {
  const [scenario, teamId] = hostId === FREE_HOST_ID ? (['free', FREE_TEAM_ID] as const) : (['owner-paid', DEFAULT_TEAM_ID] as const);
  return hostFrameOf(stores[scenario], hostId, { title: 'Firewall', gate, teamId });
}

export const STUDIO_DOMAIN = frameOf(STUDIO_HOST_ID).host.domain;
export const FREE_DOMAIN = frameOf(FREE_HOST_ID).host.domain;
export const UPGRADE_HREF = teamPagePath('/user', 'upgrade');

/** The screen's props: lestari.studio on the Kit plan, the firewall on. */
export const firewallArgs = {
  title: 'Firewall',
  domain: STUDIO_DOMAIN,
  status: 'content',
  firewall: 'on',
  planLevel: PAID_PLAN_LEVEL,
  upgradeHref: UPGRADE_HREF,
} satisfies Partial<FirewallScreenProps>;
