import { createWorldStore, DEFAULT_TEAM_ID } from '@hostdeck/mock-api';
import type { Domain, DomainStatus } from '../../../api/schemas/domains';
import { domainPath, type DomainTab } from '../../../rules/record-paths';

/** The frame's story data, read from the simulated world: the team's domains, one per status. */
const world = createWorldStore({ scenario: 'owner-paid' }).state;
const domains = world.domains.filter((candidate) => candidate.team_id === DEFAULT_TEAM_ID);

export function frameDomainOf(status: DomainStatus): Domain {
  const found = domains.find((candidate) => candidate.status === status);
  if (!found) throw new Error(`The owner-paid world has no ${status} domain.`);
  return found;
}

export const frameDomain = frameDomainOf('active');
export const frameHrefOf = (tab: DomainTab) => domainPath('/user', tab, frameDomain.id);
