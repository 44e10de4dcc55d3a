import { useDomainLookup } from '../../../../data/deploy/wizard-queries';
import { decideDomainCheck, domainCheckKind, lookupPhaseOf, needsDomainLookup, type HostDomainCheck } from '../../../../rules/domain-check';
import { DOMAIN_CHECK_DEBOUNCE_MS } from '../../../../rules/limits';
import {
  checkCustomDomain,
  checkHostName,
  domainSuffixOptions,
  findOrderServer,
  isCustomDomainChoice,
  orderDomain,
  orderDomainInUseBy,
  type OrderFormContext,
  type OrderFormValues,
} from '../../../../rules/order-form';
import { useDebouncedValue } from '../../../common/use-debounced-value';

export interface OrderDomainCheck {
  /** Null while the domain itself is not valid yet. */
  check: HostDomainCheck | null;
  recheck: () => void;
}

/**
 * The domain check of the form's current domain: refused at once when one of the team's websites has it, otherwise
 * the DNS-over-HTTPS A lookup, 500 ms after the domain last changed.
 */
export function useOrderDomainCheck(values: OrderFormValues, context: OrderFormContext): OrderDomainCheck {
  const server = findOrderServer(context.servers, values.serverId);
  const suffix = domainSuffixOptions(server, context).find((option) => option.suffix === values.domainChoice);
  const isCustom = isCustomDomainChoice(values.domainChoice);
  const isDomainValid = isCustom ? !checkCustomDomain(values.customDomain) : Boolean(suffix) && !checkHostName(values.name, values.domainChoice);
  const kind = domainCheckKind(isCustom ? undefined : suffix?.source);
  const domain = isDomainValid ? orderDomain(values) : '';
  const usedBy = domain === '' ? undefined : orderDomainInUseBy(values, context.domains);
  // A website's own domain is never looked up: its records are that website's, and no advice may move them.
  const lookedUp = needsDomainLookup(kind) && usedBy === undefined ? domain : '';
  const settled = useDebouncedValue(lookedUp, DOMAIN_CHECK_DEBOUNCE_MS);
  const query = useDomainLookup({ domain: settled }, { enabled: settled !== '' });

  if (domain === '' || !server) return { check: null, recheck: () => undefined };
  const lookup = lookupPhaseOf({
    isDebouncing: settled !== lookedUp,
    isError: query.isError,
    isFetching: query.isFetching,
    failureCount: query.failureCount,
    data: query.data,
  });
  return {
    check: decideDomainCheck({ domain, kind, expectedIp: server.ip, lookup, usedBy }),
    recheck: () => void query.refetch(),
  };
}
