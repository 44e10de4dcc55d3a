import { createWorldStore, DEFAULT_TEAM_ID, getDomain, getInitData, getTeam, type Outcome } from '@hostdeck/mock-api';
import { domainDetailSchema, type DomainDetail } from '../../../api/schemas/domains';
import { initDataSchema, teamSchema } from '../../../api/schemas/session';
import type { DomainFrameValue } from '../domain-frame/domain-frame-value';
import type { DomainRenewScreenProps } from './domain-renew';
import { renewalCurrency } from '../../../rules/renewal-currency';

/**
 * The domain stories' data, read from the simulated world the container stories and the demo run on (owner-paid,
 * team 101 paying in dollars): lestari.studio (501) active, lestari.shop (503) pending, lestari-old.net (505) removed.
 */
const store = createWorldStore({ scenario: 'owner-paid' });

function answerOf<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`domain fixtures: the world refused ${what}: ${outcome.message}`);
  return outcome.value;
}

export const ACTIVE_DOMAIN_ID = 501;
export const PENDING_DOMAIN_ID = 503;
export const REMOVED_DOMAIN_ID = 505;

/** A domain's detail as the HTTP client reads it (GET domain/detail/{id}). */
export function domainDetailOf(domainId: number): DomainDetail {
  return domainDetailSchema.parse(answerOf(store.run(getDomain, { domainId }), `domain ${domainId}`));
}

/** The domain page frame's value for a domain, as the frame hands it to the page. */
export function domainFrameOf(domainId: number, title = 'Renew'): DomainFrameValue {
  return { teamId: DEFAULT_TEAM_ID, teamBase: '/user', domainId, domain: domainDetailOf(domainId), title };
}

const team = teamSchema.parse(answerOf(store.run(getTeam, { teamId: DEFAULT_TEAM_ID }), 'the team'));
const initData = initDataSchema.parse(answerOf(store.run(getInitData, undefined), 'initdata'));

/** The platform's own name servers (initdata config.nameservers). */
export const PLATFORM_NAME_SERVERS: readonly string[] = initData.config.nameservers;

/** The team's currency as the renewal shows it (US dollars, two digits). */
export const TEAM_CURRENCY = renewalCurrency(team, initData);
const activeDetail = domainDetailOf(ACTIVE_DOMAIN_ID);
const activePrice = activeDetail.price;
if (!activePrice) throw new Error('domain fixtures: the world quotes no price for the active domain');

/** The screen's props: the active lestari.studio at its renewal price, ready to renew. */
export const domainRenewArgs = {
  title: 'Renew',
  domain: activeDetail,
  status: 'content',
  price: activePrice,
  currency: TEAM_CURRENCY,
  onRenew: () => Promise.resolve(),
} satisfies DomainRenewScreenProps;
