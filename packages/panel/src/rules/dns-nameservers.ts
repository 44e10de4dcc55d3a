import type { DnsZone } from '../api/schemas/dns';
import { collectIssues, ruleIssue, type RuleIssue } from './issues';
import { CUSTOM_DOMAIN_PATTERN } from './order-form';

/*
 * The DNS page warns when the zone's own name servers (its apex NS records) are not the platform's (initdata
 * config.nameservers, e.g. nsp.domcloud.co and nss.domcloud.co): records edited here then reach no one until the
 * domain is delegated to the platform.
 */

const bare = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/** Whether an NS record's name is the zone apex: '', '@' or the origin itself. */
function isApex(name: string, origin: string): boolean {
  const trimmed = bare(name);
  return trimmed === '' || trimmed === '@' || (origin !== '' && trimmed === bare(origin));
}

/**
 * True when every apex NS of the zone is one of the platform's name servers (case and trailing dot aside) and there is
 * at least one; a platform that names none has nothing to compare with, so that is true as well.
 */
export function nameserversAreThePlatforms(zoneNs: DnsZone['ns'], configNameservers: readonly string[], origin = ''): boolean {
  const platform = new Set(configNameservers.map(bare).filter((host) => host !== ''));
  if (platform.size === 0) return true;
  const apex = zoneNs.filter((record) => isApex(record.name, origin));
  return apex.length > 0 && apex.every((record) => platform.has(bare(record.host)));
}

/*
 * A domain's own name servers, as the DNS tab of a domain edits them (account-area 2 and 7, action updatens with the
 * ns list): each a valid host name, at least two (a registry refuses one) and at most thirteen (the most it keeps).
 */

export const DOMAIN_NAME_SERVERS_MIN = 2;
export const DOMAIN_NAME_SERVERS_MAX = 13;

/** How a registry stores a name server: trimmed, lower case, without the root's trailing dot. */
export function normalizeNameServer(host: string): string {
  return bare(host);
}

/** One name server of the list, at `path`: required, then a host name such as ns1.example.com. */
export function checkNameServerHost(host: string, path: string): RuleIssue | undefined {
  const name = normalizeNameServer(host);
  if (name === '') return ruleIssue(path, 'required');
  return CUSTOM_DOMAIN_PATTERN.test(name) ? undefined : ruleIssue(path, 'pattern');
}

/**
 * Every rule a name server list breaks: each row (`{path}.{i}.host`) must be a host name and appear once, and the
 * list (`{path}`) must hold 2 to 13 of them.
 */
export function domainNameServerIssues(hosts: readonly string[], path = 'ns'): RuleIssue[] {
  const seen = new Set<string>();
  const rows = hosts.map((host, index): RuleIssue | undefined => {
    const rowPath = `${path}.${index}.host`;
    const issue = checkNameServerHost(host, rowPath);
    if (issue) return issue;
    const name = normalizeNameServer(host);
    if (seen.has(name)) return ruleIssue(rowPath, 'notUnique');
    seen.add(name);
    return undefined;
  });
  const count =
    hosts.length < DOMAIN_NAME_SERVERS_MIN
      ? ruleIssue(path, 'belowMin', { min: DOMAIN_NAME_SERVERS_MIN })
      : hosts.length > DOMAIN_NAME_SERVERS_MAX
        ? ruleIssue(path, 'aboveMax', { max: DOMAIN_NAME_SERVERS_MAX })
        : undefined;
  return collectIssues(count, ...rows);
}

/** Whether two lists name the same servers in the same order, as the registry stores them (the "use ours" state). */
export function sameNameServers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((host, index) => normalizeNameServer(host) === normalizeNameServer(b[index] ?? ''));
}
