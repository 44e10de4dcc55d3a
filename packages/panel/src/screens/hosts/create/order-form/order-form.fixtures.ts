import { createScenarioWorld, DEFAULT_TEAM_ID, getInitData, worldNow } from '@hostdeck/mock-api';
import type { HostDomainCheck } from '../../../../rules/domain-check';
import type { OrderDomainEntry, OrderFormValues, OrderServer } from '../../../../rules/order-form';
import type { FeatureLevels } from '../../../../rules/permissions-plan';

/** Maya's world (owner-paid): Lestari Studio on the Kit plan, as initdata and the host list show it. */
const world = createScenarioWorld('owner-paid');
const init = getInitData(world, undefined, worldNow(world)).result;
if (!init.ok) throw new Error('the owner-paid world answers initdata');

/** Initdata's servers: sga and sgp open to every plan, wdc and nue from Lite (1), osk from Kit (2), and the team's own bridge. */
export const ORDER_SERVERS: readonly OrderServer[] = init.value.servers;

/** The team's live hosts' domains (lestari.studio on sgp, shop.lestari.studio on wdc ...): the parents a new host can go under. */
export const ORDER_DOMAINS: readonly OrderDomainEntry[] = world.hosts
  .filter((host) => host.team_id === DEFAULT_TEAM_ID && host.record.status !== 'removed')
  .map(({ record }) => ({ domain: record.domain, server_id: record.server_id }));

/** Initdata's features (global_domain from Lite up). */
export const ORDER_FEATURES: FeatureLevels = init.value.features;

const team = world.teams.find((item) => item.id === DEFAULT_TEAM_ID);
/** The team's plan level: Kit, 2. */
export const ORDER_PLAN_LEVEL = world.catalog.plans.find((plan) => plan.id === team?.plan_id)?.level ?? 0;

/** The form's first values as the container makes them: a generated name and password, sgp and its wildcard domain. */
export const ORDER_VALUES: OrderFormValues = {
  name: 'cuddly-pop-vou',
  serverId: '2',
  domainChoice: 'dom.my.id',
  customDomain: '',
  mergeWithParent: false,
  password: 'Vh3kq9TmZx2pLw7rNc',
};

/** The form's values with a custom domain and a portal username (warungsenja.id: registered by the team, no website yet). */
export const CUSTOM_VALUES: OrderFormValues = { ...ORDER_VALUES, name: 'warung-senja', domainChoice: '', customDomain: 'warungsenja.id' };

/** sgp's address, where a custom domain on sgp must point. */
export const SGP_IP = ORDER_SERVERS.find((server) => server.id === 2)?.ip ?? '';

export const checkOf = (state: HostDomainCheck['state'], change: Partial<HostDomainCheck> = {}): HostDomainCheck => ({
  state,
  domain: 'warungsenja.id',
  kind: 'custom',
  expectedIp: SGP_IP,
  foundIps: [],
  ...change,
});
