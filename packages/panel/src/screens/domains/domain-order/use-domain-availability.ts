import { useDomainCheck } from '../../../data/domains/queries';
import { useDebouncedValue } from '../../common/use-debounced-value';
import { availabilityOf, isCheckableLookup, type DomainAvailability, type DomainLookup } from './domain-availability';

/** account-area 2: the check runs for the name and extension once they have stayed the same for 500 ms. */
export const DOMAIN_CHECK_DEBOUNCE_MS = 500;

/** The registry's availability of the lookup typed, asked once the typing has settled. */
export function useDomainAvailability(lookup: DomainLookup): DomainAvailability {
  // Each part alone: a lookup object is new on every render and would never settle.
  const settled = { name: useDebouncedValue(lookup.name, DOMAIN_CHECK_DEBOUNCE_MS), scheme: useDebouncedValue(lookup.scheme, DOMAIN_CHECK_DEBOUNCE_MS) };
  const isSettled = settled.name === lookup.name && settled.scheme === lookup.scheme;
  const query = useDomainCheck({ name: settled.name, scheme: settled.scheme }, { enabled: isCheckableLookup(settled) });
  return availabilityOf(lookup, { isSettled, isError: query.isError, data: query.data });
}
