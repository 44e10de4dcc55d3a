import type { HostDomainCheck } from '../../../../rules/domain-check';
import type { OrderDomainEntry, OrderFormValues, OrderServer } from '../../../../rules/order-form';

/** Servers as initdata lists them: two open to every plan, the others from Lite (1) and Kit (2) up. */
export const ORDER_SERVERS: OrderServer[] = [
  { id: 1, endpoint: 'sga.domcloud.co', title: 'Singapore A (legacy)', ip: '68.183.191.223', feature_level: 0, global_domain: 'dom.my.id', wildcard_domain: 'sga.dom.my.id' },
  { id: 2, endpoint: 'sgp.domcloud.co', title: 'Singapore (ARM)', ip: '129.150.52.34', feature_level: 0, global_domain: 'domcloud.dev', wildcard_domain: 'dom.my.id' },
  { id: 3, endpoint: 'wdc.domcloud.co', title: 'Washington DC', ip: '203.0.113.40', feature_level: 1, global_domain: 'domcloud.dev', wildcard_domain: 'dom.my.id' },
  { id: 5, endpoint: 'osk.domcloud.co', title: 'Osaka', ip: '198.51.100.25', feature_level: 2, global_domain: 'domcloud.dev', wildcard_domain: 'dom.my.id' },
];

export const ORDER_DOMAINS: OrderDomainEntry[] = [
  { domain: 'lestari.studio', server_id: 2 },
  { domain: 'shop.lestari.studio', server_id: 3 },
];

export const ORDER_FEATURES = { global_domain: 1, manual_backup: 1 };

export const ORDER_VALUES: OrderFormValues = {
  name: 'cuddly-pop-vou',
  serverId: '2',
  domainChoice: 'dom.my.id',
  customDomain: '',
  mergeWithParent: false,
  password: 'Vh3kq9TmZx2pLw7rNc',
};

/** The form's values with a custom domain and a portal username. */
export const CUSTOM_VALUES: OrderFormValues = { ...ORDER_VALUES, name: 'arka-bakery-web', domainChoice: '', customDomain: 'arkabakery.com' };

const SGP_IP = '129.150.52.34';

export const checkOf = (state: HostDomainCheck['state'], change: Partial<HostDomainCheck> = {}): HostDomainCheck => ({
  state,
  domain: 'arkabakery.com',
  kind: 'custom',
  expectedIp: SGP_IP,
  foundIps: [],
  ...change,
});
