import type { DnsZone } from '@hostdeck/panel/contract';
import { dnsRecordIssues } from '@hostdeck/panel/rules';

// The zone text is the panel's rule (renderDnsZoneText, backend-formats 2.3): the page's export and the runner's answer are one format.
export { renderDnsZoneText as renderZone } from '@hostdeck/panel/rules';
import { issueEnglish, type FieldWords } from './issue-english';

/** Record types a change line knows (backend-formats 2.2). */
export const DNS_CHANGE_TYPES = ['a', 'aaaa', 'ns', 'cname', 'mx', 'ptr', 'txt', 'srv', 'spf', 'caa'] as const;
export type DnsChangeType = (typeof DNS_CHANGE_TYPES)[number];

/** A parsed change line `[add|del] <type> <name> [value…]`; values are split respecting double quotes. */
export interface DnsChange {
  action: 'add' | 'del';
  type: DnsChangeType;
  name: string;
  values: string[];
}

type ZoneItem = Record<string, string | number | undefined>;
type Pattern = Record<string, string | number | null>;

const isChangeType = (type: string): type is DnsChangeType => (DNS_CHANGE_TYPES as readonly string[]).includes(type);

/** Splits a change line's value part, keeping "quoted text" as one item. */
export function splitQuoted(rest: string): string[] {
  return rest.match(/(?:[^\s"]+|"(?:\\.|[^"\\])*")+/g) ?? [];
}

const quote = (text: string) => (/^".+"$/.test(text) ? text : `"${text.replaceAll('"', '\\"')}"`);

/** Reads one change line; answers the error text the runner gives for a bad one. */
export function parseDnsChange(line: string): DnsChange | string {
  const text = /^(add|del) /i.test(line) ? line : `add ${line}`;
  const [action = '', type = '', name = '', ...rest] = text.split(' ');
  const kind = type.toLowerCase();
  if (!isChangeType(kind)) return `Unknown type ${type}`;
  return { action: action.toLowerCase() === 'del' ? 'del' : 'add', type: kind, name: name.toLowerCase(), values: splitQuoted(rest.join(' ')) };
}

/**
 * host-area 5.13 through the shared rules (a name is required, a and aaaa need an IP, CAA flags are 0 or more), then
 * backend-formats 2.2: an add carries every value of its type.
 */
export function checkDnsChange(change: DnsChange): string | undefined {
  const { type, name, values, action } = change;
  const [first = '', second, third] = values;
  const numbers = type === 'mx' ? { preference: first } : type === 'srv' ? { priority: first, weight: second, port: third } : {};
  const [issue] = dnsRecordIssues({ type, name, ip: first, flags: first, ...numbers }, { isDeletion: action === 'del' });
  if (issue) return issueEnglish(issue, recordWords(issue.path, first));
  if (type === 'a' || type === 'aaaa') return undefined;
  const needed = { ns: 1, ptr: 1, cname: 1, txt: 1, spf: 1, mx: 2, caa: 3, srv: 4 }[type];
  if (action === 'add' && values.length < needed) return `The ${type.toUpperCase()} record needs ${needed} value${needed > 1 ? 's' : ''}.`;
  return undefined;
}

/** How the runner names a record's field; a malformed IP by its text ('The address 10.0.0 is not a valid IPv4 address.'). */
function recordWords(path: string, value: string): FieldWords {
  if (path === 'ip') return { subject: value === '' ? 'an IP address for A and AAAA records' : `the address ${value}` };
  const subjects: Record<string, string> = { flags: 'CAA flags', preference: 'the MX preference', priority: 'the SRV priority', weight: 'the SRV weight', port: 'the SRV port' };
  return { subject: subjects[path] ?? 'the record name' };
}

const int = (value: string | undefined) => (value === undefined ? null : Number.parseInt(value, 10));

/** The record a change describes; values it leaves out are null, which a delete reads as "any". */
function pattern({ type, name, values }: DnsChange): Pattern {
  const [v1, v2, v3, v4] = values;
  switch (type) {
    case 'a':
    case 'aaaa':
      return { name, ip: v1 ?? null };
    case 'ns':
    case 'ptr':
      return { name, host: v1 ?? null };
    case 'cname':
      return { name, alias: v1 ?? null };
    case 'mx':
      return { name, preference: int(v1), host: v2 ?? null };
    case 'txt':
      return { name, txt: values.length === 0 ? null : values.map(quote).join(' ') };
    case 'srv':
      return { name, priority: int(v1), weight: int(v2), port: int(v3), target: v4 ?? null };
    case 'spf':
      return { name, data: values.length === 0 ? null : values.join(' ') };
    case 'caa':
      return { name, flags: int(v1), tag: v2 ?? null, value: v3 ?? null };
  }
}

/** Names compare in one form: relative when the SOA name is `@` (Virtualmin's case), otherwise absolute. */
export function normalizeName(name: string, origin: string): string {
  if (origin === '@') return name.endsWith('.@') ? name.slice(0, -2) : name;
  if (name.endsWith('.')) return name;
  if (name === '@') return origin;
  return name.endsWith('.@') ? `${name.slice(0, -1)}${origin}` : `${name}.${origin}`;
}

function matches(item: ZoneItem, want: Pattern, origin: string): boolean {
  return Object.entries(want).every(([key, value]) => {
    if (value === null) return true;
    const have = item[key];
    if (key === 'name' || key === 'host' || key === 'alias') return typeof have === 'string' && normalizeName(have, origin) === normalizeName(String(value), origin);
    return have === value;
  });
}

/** Applies change lines to a zone (mutating it): add is idempotent, del removes every match. Bumps the serial on any change. */
export function applyDnsChanges(zone: DnsZone, changes: readonly DnsChange[]): number {
  const origin = zone.soa?.name ?? '@';
  let count = 0;
  for (const change of changes) {
    const list = zone[change.type] as ZoneItem[];
    const want = pattern(change);
    if (change.action === 'add') {
      if (list.some((item) => matches(item, want, origin))) continue;
      const record: ZoneItem = {};
      for (const [key, value] of Object.entries(want)) if (value !== null) record[key] = key === 'name' ? normalizeName(String(value), origin) : value;
      list.push(record);
      count += 1;
    } else {
      const kept = list.filter((item) => !matches(item, want, origin));
      count += list.length - kept.length;
      list.splice(0, list.length, ...kept);
    }
  }
  if (count > 0 && zone.soa) zone.soa.serial += 1;
  return count;
}
