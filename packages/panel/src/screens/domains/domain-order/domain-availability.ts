import type { DomainCheck, DomainCheckStatus, DomainPrice } from '../../../api/schemas/domains';
import { checkDomainName } from '../../../rules/domain-order';

/** The registry's answer for the name and extension typed, or why there is none yet. */
export type DomainAvailabilityStatus = 'idle' | 'checking' | DomainCheckStatus;

export interface DomainAvailability {
  /** idle: nothing to check yet (no valid name or no extension); checking: waiting for the debounce or the answer. */
  status: DomainAvailabilityStatus;
  /** The full domain the registry checked ('lestari.com'). */
  domain?: string;
  /** Purchase and renewal prices in the team's currency, when the registry gave them. */
  price?: DomainPrice | null;
}

export interface DomainLookup {
  name: string;
  scheme: string;
}

/** Only a name the rules accept, with an extension, is sent to the registry. */
export function isCheckableLookup({ name, scheme }: DomainLookup): boolean {
  return scheme !== '' && checkDomainName(name) === undefined;
}

export interface AvailabilityQuery {
  /** The lookup typed has stayed the same for the debounce delay. */
  isSettled: boolean;
  isError: boolean;
  data: DomainCheck | undefined;
}

/** What the form shows of the check: the answer for the settled lookup, or checking until it is in. */
export function availabilityOf(lookup: DomainLookup, query: AvailabilityQuery): DomainAvailability {
  if (!isCheckableLookup(lookup)) return { status: 'idle' };
  if (!query.isSettled) return { status: 'checking' };
  if (query.data) return { status: query.data.status, domain: query.data.domain, price: query.data.price };
  return query.isError ? { status: 'error' } : { status: 'checking' };
}

/** The check's answer as the rules take it: undefined until the registry has answered. */
export function answeredStatus(availability: DomainAvailability): DomainCheckStatus | undefined {
  return availability.status === 'idle' || availability.status === 'checking' ? undefined : availability.status;
}
