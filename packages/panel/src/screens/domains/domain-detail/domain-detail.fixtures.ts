import { createWorldStore, DAY, DEFAULT_TEAM_ID, formatDateTime, WORLD_EPOCH_MS } from '@hostdeck/mock-api';
import type { Domain } from '../../../api/schemas/domains';

/** The page's story data, read from the simulated world (owner-paid): the team's domains by what they show. */
const world = createWorldStore({ scenario: 'owner-paid' }).state;
const domains: readonly Domain[] = world.domains.filter((candidate) => candidate.team_id === DEFAULT_TEAM_ID);

function domainWhere(test: (domain: Domain) => boolean, what: string): Domain {
  const found = domains.find(test);
  if (!found) throw new Error(`The owner-paid world has no ${what} domain.`);
  return found;
}

/** The moment the world is seeded at, so the 15-day deadline reads the same in every run. */
export const detailNow = new Date(WORLD_EPOCH_MS);

export const activeDomain = domainWhere((domain) => domain.status === 'active' && domain.metadata?.verifyStatus === 'Complete', 'verified active');
export const verifyPendingDomain = domainWhere((domain) => domain.status === 'active' && domain.metadata?.verifyStatus === 'Pending', 'unverified active');
export const pendingDomain = domainWhere((domain) => domain.status === 'pending', 'pending');
export const expiredDomain = domainWhere((domain) => domain.status === 'expired', 'expired');
export const removedDomain = domainWhere((domain) => domain.status === 'removed', 'removed');

/** Registration dates of a domain bought `days` before the seeding moment, for a one-year term. */
const boughtDaysAgo = (days: number) => ({ start: formatDateTime(WORLD_EPOCH_MS - days * DAY), end: formatDateTime(WORLD_EPOCH_MS + (365 - days) * DAY) });

/** A domain bought a few days ago whose registrant has no verify email on record: the contact-support note. */
export const verifyWithoutEmailDomain: Domain = {
  ...verifyPendingDomain,
  metadata: {
    ...verifyPendingDomain.metadata,
    verifyEmail: null,
    dates: boughtDaysAgo(5),
  },
};

/** A domain bought three days ago: 12 days left to verify. */
export const verifyRecentDomain: Domain = {
  ...verifyPendingDomain,
  metadata: { ...verifyPendingDomain.metadata, dates: boughtDaysAgo(3) },
};
