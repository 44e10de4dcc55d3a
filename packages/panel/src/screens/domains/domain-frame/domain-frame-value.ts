import type { Domain } from '../../../api/schemas/domains';

/**
 * What the domain page frame (/domain/{detail,renew,dns}/{id}: the back link, the tab bar and the link to the domain's
 * site) hands the page inside it once the domain has loaded.
 */
export interface DomainFrameValue {
  teamId: number;
  /** '/user' or '/user/team/{teamId}', for the pages' own links. */
  teamBase: string;
  domainId: number;
  domain: Domain;
  /** The page's title (from the route table), for its h1. */
  title: string;
}
