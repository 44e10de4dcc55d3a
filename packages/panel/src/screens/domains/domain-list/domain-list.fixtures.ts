import { createWorldStore, DEFAULT_TEAM_ID, listDomains } from '@hostdeck/mock-api';
import type { Domain, DomainStatus } from '../../../api/schemas/domains';
import type { DomainListScreenProps } from './domain-list';

/**
 * The domain list stories' data, read from the simulated world the container stories and the demo run on (owner-paid):
 * Lestari Studio's domains, one or more in every status, the pending one without an expiry date.
 */
const store = createWorldStore({ scenario: 'owner-paid' });
const answer = store.run(listDomains, { teamId: DEFAULT_TEAM_ID });
if (!answer.ok) throw new Error(`domain-list fixtures: the world refused the studio's domains: ${answer.message}`);

export const STUDIO_DOMAINS: readonly Domain[] = answer.value;

/** The first studio domain in a status. */
export function studioDomainIn(status: DomainStatus): Domain {
  const domain = STUDIO_DOMAINS.find((item) => item.status === status);
  if (!domain) throw new Error(`domain-list fixtures: the studio has no ${status} domain`);
  return domain;
}

/** The studio domain the registrar gave no expiry date. */
export const NO_EXPIRY_DOMAIN: Domain = (() => {
  const domain = STUDIO_DOMAINS.find((item) => !item.expiry_at);
  if (!domain) throw new Error('domain-list fixtures: every studio domain has an expiry date');
  return domain;
})();

/** The screen's props: the owner's view of the studio's domains, loaded. */
export const domainListArgs = {
  title: 'Domains',
  status: 'content',
  domains: STUDIO_DOMAINS,
  teamBase: '/user',
  canOrder: true,
} satisfies DomainListScreenProps;
