import type { DnsZone } from '../api/schemas/dns';

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
