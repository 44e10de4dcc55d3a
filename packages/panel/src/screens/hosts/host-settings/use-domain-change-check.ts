import { useHostList } from '../../../data/hosts/queries';
import { usePanel } from '../../../data/panel-provider';
import { checkDomainChange } from '../../../rules/host-settings-forms';
import { CUSTOM_DOMAIN_CHOICE, type OrderDomainEntry } from '../../../rules/order-form';
import { useOrderDomainCheck, type OrderDomainCheck } from '../create/order-form/use-order-domain-check';
import type { HostFrameValue } from '../host-frame/host-frame-value';

const NONE: readonly OrderDomainEntry[] = [];

/**
 * The change-domain form's check is the order form's for a custom full domain on the host's own server: debounced,
 * looked up, and refused when another website of the team has the domain. Only a domain the field's rules accept is
 * checked. Until the team's websites have loaded none counts as taken; the server refuses such a domain anyway.
 */
export function useDomainChangeCheck(domain: string, frame: HostFrameValue): OrderDomainCheck {
  const { session } = usePanel();
  const hosts = useHostList({ teamId: frame.teamId });
  const others = hosts.data?.filter((host) => host.id !== frame.hostId && host.status !== 'removed').map(({ domain: held, server_id }) => ({ domain: held, server_id })) ?? NONE;
  const isNew = checkDomainChange(domain, frame.host.domain) === undefined;
  return useOrderDomainCheck(
    { name: '', serverId: String(frame.server.id), domainChoice: CUSTOM_DOMAIN_CHOICE, customDomain: isNew ? domain : '', mergeWithParent: false, password: '' },
    { servers: [frame.server], domains: others, planLevel: session.planLevel, features: session.features },
  );
}
