import type { DnsZone } from '@hostdeck/panel/contract';
import { hostAccess, requireToolWrite } from './access';
import { applyDnsChanges, checkDnsChange, parseDnsChange, renderZone, type DnsChange } from './dns-zone';
import { operation, query } from './operation';
import { done, invalid, ok, refused, type Failure, type FormAnswer, type Outcome } from './result';
import type { WorldHost, WorldState } from './state';
import { formatIso } from './time';

interface HostInput {
  teamId: number;
  hostId: number;
}

/** The DNS page's body: the zone JSON plus `raw`, the zone file text ('' when DNS is not managed here). */
export type DnsPageBody = DnsZone & { raw: string };

const EMPTY_ZONE: DnsZone = { ns: [], a: [], aaaa: [], cname: [], mx: [], ptr: [], txt: [], srv: [], spf: [], caa: [] };

/** Reads change lines, refusing the whole list on the first bad one as the runner does. */
export function parseDnsChanges(lines: readonly string[]): DnsChange[] | Failure {
  const changes: DnsChange[] = [];
  for (const line of lines) {
    const change = parseDnsChange(line.trim());
    if (typeof change === 'string') return invalid({ template: change });
    const error = checkDnsChange(change);
    if (error) return invalid({ template: `${line.trim()}: ${error}` });
    changes.push(change);
  }
  return changes;
}

/** Applies change lines to a host's zone; answers the runner's text (backend-formats 2.2). */
export function applyDnsLines(host: WorldHost, lines: readonly string[], now: number): Outcome<string> {
  if (!host.zone) return refused("Can't manage DNS records on subdomain");
  const changes = parseDnsChanges(lines);
  if (!Array.isArray(changes)) return changes;
  const count = applyDnsChanges(host.zone, changes);
  return ok(count === 0 ? 'Done unchanged' : `Done updating ${count} records\n${renderZone(host.zone, formatIso(now))}`);
}

export const getDnsZone = query<HostInput, DnsPageBody>((state, { teamId, hostId }, now) => {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access;
  const zone = access.value.host.zone;
  return ok(zone ? { ...structuredClone(zone), raw: renderZone(zone, formatIso(now)) } : { ...structuredClone(EMPTY_ZONE), raw: '' });
});

function saveLines(lines: readonly string[]) {
  return (state: WorldState, { teamId, hostId }: HostInput, now: number): Outcome<FormAnswer> => {
    const access = hostAccess(state, hostId, teamId);
    if (!access.ok) return access;
    const denied = requireToolWrite(access.value);
    if (denied) return denied;
    const result = applyDnsLines(access.value.host, lines, now);
    return result.ok ? done(result.value) : result;
  };
}

/** The DNS page's save: the change lines of the generated configuration text. */
export const saveDnsChanges = operation<HostInput & { changes: readonly string[] }, FormAnswer>((state, input, now) => saveLines(input.changes)(state, input, now));

/** The 'dns add' feature: each record gets the add verb unless it has one. */
export const addDnsRecords = operation<HostInput & { records: readonly string[] }, FormAnswer>((state, input, now) =>
  saveLines(input.records.map((record) => (/^add /i.test(record) ? record : `add ${record}`)))(state, input, now),
);
