import type { DnsEditorType } from '../api/schemas/dns';
import { checkIntMin, checkIntRange, checkRequired, parseWholeNumber } from './field-checks';
import { collectIssues, ruleIssue, type RuleIssue } from './issues';
import { CAA_FLAGS_MIN, DNS_NUMBER_MAX, DNS_NUMBER_MIN } from './limits';

/*
 * host-area 5.13: a DNS record's name is required, an IP is required for a and aaaa records, and CAA flags are 0 or
 * more; MX preference and SRV priority, weight and port are whole numbers from 0 to 65535 (16-bit fields). Checked on the editor's rows and, by the simulated backend, on the change lines a save sends.
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:.]+$/i;

export function isIpv4(text: string): boolean {
  return IPV4.test(text);
}

/** At least two colons of hexadecimal groups (a trailing dotted IPv4 allowed); '::' abbreviations pass. */
export function isIpv6(text: string): boolean {
  return IPV6.test(text) && (text.match(/:/g)?.length ?? 0) >= 2;
}

/** An editor row or a change line, as far as these rules read it. */
export interface DnsRecordDraft {
  type: DnsEditorType;
  name: string;
  /** a and aaaa */
  ip?: string;
  /** caa; typed text or a number */
  flags?: string | number;
  /** mx */
  preference?: string | number;
  /** srv */
  priority?: string | number;
  weight?: string | number;
  port?: string | number;
}

export interface DnsRecordCheckOptions {
  /** A deletion names the record by what it gives; its IP may be left out. */
  isDeletion?: boolean;
}

/** The IP of an a (IPv4) or aaaa (IPv6) record: required unless deleting, then of the record's version. */
export function checkRecordIp(type: 'a' | 'aaaa', ip: string, { isDeletion = false }: DnsRecordCheckOptions = {}, path = 'ip'): RuleIssue | undefined {
  if (ip.trim() === '') return isDeletion ? undefined : ruleIssue(path, 'required');
  const version = type === 'a' ? 4 : 6;
  const isValid = version === 4 ? isIpv4(ip) : isIpv6(ip);
  return isValid ? undefined : ruleIssue(path, 'ipAddress', { version });
}

/** CAA flags: a whole number of at least 0; left out, nothing to check. */
export function checkCaaFlags(flags: string | number | undefined, path = 'flags'): RuleIssue | undefined {
  if (flags === undefined || flags === '') return undefined;
  const value = typeof flags === 'number' ? flags : /^-?\d+$/.test(flags.trim()) ? Number(flags) : Number.NaN;
  return checkIntMin(path, value, CAA_FLAGS_MIN);
}

/** A 16-bit field (MX preference, SRV priority, weight, port): a whole number from 0 to 65535; left out, nothing to check. */
export function checkDnsNumber(value: string | number | undefined, path: string): RuleIssue | undefined {
  if (value === undefined || value === '') return undefined;
  return checkIntRange(path, typeof value === 'number' ? value : parseWholeNumber(value), DNS_NUMBER_MIN, DNS_NUMBER_MAX);
}

/** Every rule of host-area 5.13 the record breaks (fields: name, ip, flags, preference, priority, weight, port). */
export function dnsRecordIssues(record: DnsRecordDraft, options: DnsRecordCheckOptions = {}): RuleIssue[] {
  return collectIssues(
    checkRequired('name', record.name),
    record.type === 'a' || record.type === 'aaaa' ? checkRecordIp(record.type, record.ip ?? '', options) : undefined,
    record.type === 'caa' ? checkCaaFlags(record.flags) : undefined,
    record.type === 'mx' ? checkDnsNumber(record.preference, 'preference') : undefined,
    ...(record.type === 'srv' ? (['priority', 'weight', 'port'] as const).map((field) => checkDnsNumber(record[field], field)) : []),
  );
}
