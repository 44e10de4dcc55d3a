import type { DnsEditorType, DnsRecord, DnsZone } from '../api/schemas/dns';
import { quoteDnsValue } from './dns-change-lines';
import { dnsRecordFields, shortenDnsName, dnsZoneDomain, type DnsRowData } from './dns-editor';
import { isIpv4, isIpv6 } from './dns-records';
import { parseWholeNumber } from './field-checks';
import { ruleIssue, type RuleIssue } from './issues';
import { DNS_NUMBER_MAX } from './limits';

/*
 * Reading a BIND zone file (RFC 1035 master file, as other DNS hosts export it) into records the DNS editor can add:
 * $ORIGIN and $TTL, `;` comments, parentheses spanning lines, `@`, relative and absolute names, an omitted owner
 * continuing the previous one, TTL and class IN optional and in either order, quoted TXT strings with spaces and
 * several strings. The SOA is the zone's own and is skipped; a line it cannot read is a coded issue with its number.
 */

/** One logical entry of the file: its tokens (quoted ones keep their quotes) and where it starts. */
interface ZoneEntry {
  line: number;
  /** The entry started with a blank: its owner is the previous entry's. */
  continuesOwner: boolean;
  tokens: string[];
  /** An unclosed quote or parenthesis. */
  isBroken: boolean;
}

/** Splits the text into entries: newlines inside parentheses do not end one, comments and blanks end tokens. */
export function bindZoneEntries(text: string): ZoneEntry[] {
  const entries: ZoneEntry[] = [];
  let line = 1;
  let entry: ZoneEntry = { line, continuesOwner: false, tokens: [], isBroken: false };
  let token = '';
  let depth = 0;
  let atLineStart = true;
  const endToken = () => {
    if (token !== '') entry.tokens.push(token);
    token = '';
  };
  const endEntry = () => {
    endToken();
    if (entry.tokens.length > 0) entries.push(entry);
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (atLineStart && depth === 0) {
      entry = { line, continuesOwner: char === ' ' || char === '\t', tokens: [], isBroken: false };
      atLineStart = false;
    }
    if (char === '"') {
      // A quoted string runs to its closing quote, escapes kept as written; a newline before it breaks the entry.
      let end = index + 1;
      while (end < text.length && text.charAt(end) !== '"' && text.charAt(end) !== '\n') end += text.charAt(end) === '\\' ? 2 : 1;
      if (text.charAt(end) !== '"') {
        entry.isBroken = true;
        index = end - 1;
        continue;
      }
      token += text.slice(index, end + 1);
      index = end;
    } else if (char === ';') {
      while (index + 1 < text.length && text.charAt(index + 1) !== '\n') index += 1;
    } else if (char === '(' || char === ')') {
      endToken();
      depth += char === '(' ? 1 : -1;
      if (depth < 0) {
        entry.isBroken = true;
        depth = 0;
      }
    } else if (char === '\n') {
      line += 1;
      if (depth === 0) {
        endEntry();
        atLineStart = true;
      } else endToken();
    } else if (char === ' ' || char === '\t' || char === '\r') endToken();
    else token += char;
  }
  if (depth > 0) entry.isBroken = true;
  if (!atLineStart) endEntry();
  return entries;
}

const TTL = /^\d+[smhdw]?(?:\d+[smhdw])*$/i;
const CLASSES = ['IN', 'CH', 'HS', 'CS'];
const SUPPORTED: Readonly<Record<string, DnsEditorType>> = { A: 'a', AAAA: 'aaaa', NS: 'ns', PTR: 'ptr', CNAME: 'cname', MX: 'mx', TXT: 'txt', SRV: 'srv', SPF: 'spf', CAA: 'caa' };

/** A name made absolute against an origin ('example.com.'): `@` is the origin, a trailing dot is already absolute. */
export function absoluteDnsName(name: string, origin: string): string {
  if (name === '@') return origin === '' ? '@' : origin;
  if (name.endsWith('.') || origin === '') return name;
  return `${name}.${origin}`;
}

const isDnsNumber = (text: string) => {
  const value = parseWholeNumber(text);
  return Number.isInteger(value) && value >= 0 && value <= DNS_NUMBER_MAX;
};
const caaQuoted = (text: string) => (text.startsWith('"') ? text : `"${text}"`);

/** The record of a type's rdata tokens, or undefined when they do not fit the type. */
function recordOf(type: DnsEditorType, name: string, data: readonly string[], origin: string): DnsRecord | undefined {
  const host = (text: string) => absoluteDnsName(text, origin).toLowerCase();
  const [v1 = '', v2 = '', v3 = '', v4 = ''] = data;
  switch (type) {
    case 'a':
      return data.length === 1 && isIpv4(v1) ? { type, name, ip: v1 } : undefined;
    case 'aaaa':
      return data.length === 1 && isIpv6(v1) ? { type, name, ip: v1.toLowerCase() } : undefined;
    case 'ns':
    case 'ptr':
      return data.length === 1 ? { type, name, host: host(v1) } : undefined;
    case 'cname':
      return data.length === 1 ? { type, name, alias: host(v1) } : undefined;
    case 'mx':
      return data.length === 2 && isDnsNumber(v1) ? { type, name, preference: Number(v1), host: host(v2) } : undefined;
    case 'txt':
      return data.length > 0 ? { type, name, txt: data.join(' ') } : undefined;
    case 'spf':
      return data.length > 0 ? { type, name, data: data.join(' ') } : undefined;
    case 'srv':
      return data.length === 4 && [v1, v2, v3].every(isDnsNumber) ? { type, name, priority: Number(v1), weight: Number(v2), port: Number(v3), target: host(v4) } : undefined;
    case 'caa':
      return data.length === 3 && isDnsNumber(v1) ? { type, name, flags: Number(v1), tag: v2.toLowerCase(), value: caaQuoted(v3) } : undefined;
  }
}

export interface ParsedBindZone {
  /** The records read, names and hosts absolute when the file (or the zone it is read for) gives an origin. */
  records: DnsRecord[];
  /** Lines it could not read (zoneLineUnreadable) or of types the editor does not know (zoneTypeUnsupported); path 'zone'. */
  issues: RuleIssue[];
}

/** Reads a zone file; `origin` ('example.com.') stands until the file's own $ORIGIN. */
export function parseBindZone(text: string, origin = ''): ParsedBindZone {
  const records: DnsRecord[] = [];
  const issues: RuleIssue[] = [];
  let currentOrigin = origin;
  let owner: string | undefined;
  const unreadable = (line: number) => issues.push(ruleIssue('zone', 'zoneLineUnreadable', { line }));
  for (const entry of bindZoneEntries(text)) {
    const tokens = [...entry.tokens];
    if (entry.isBroken) {
      unreadable(entry.line);
      continue;
    }
    const [first = ''] = tokens;
    if (first.startsWith('$')) {
      const directive = first.toUpperCase();
      if (directive === '$ORIGIN' && tokens.length === 2) currentOrigin = absoluteDnsName(tokens[1] ?? '', currentOrigin).toLowerCase();
      else if (directive !== '$TTL' || tokens.length !== 2) unreadable(entry.line);
      continue;
    }
    if (!entry.continuesOwner) owner = absoluteDnsName(tokens.shift() ?? '', currentOrigin).toLowerCase();
    if (owner === undefined) {
      unreadable(entry.line);
      continue;
    }
    // TTL and class, both optional, in either order.
    for (let skipped = 0; skipped < 2 && tokens.length > 0; skipped += 1) {
      const head = tokens[0] ?? '';
      if (TTL.test(head) || CLASSES.includes(head.toUpperCase())) tokens.shift();
    }
    const typeToken = (tokens.shift() ?? '').toUpperCase();
    if (typeToken === 'SOA') continue;
    const type = SUPPORTED[typeToken];
    if (!type) {
      if (/^[A-Z][A-Z0-9-]*$/.test(typeToken)) issues.push(ruleIssue('zone', 'zoneTypeUnsupported', { line: entry.line, type: typeToken }));
      else unreadable(entry.line);
      continue;
    }
    const record = recordOf(type, owner, tokens, currentOrigin);
    if (record) records.push(record);
    else unreadable(entry.line);
  }
  return { records, issues };
}

const isQuoted = (text: string) => /^".*"$/.test(text);

/** What makes two records the same, names and hosts compared absolute, TXT compared with its quotes. */
export function dnsRecordIdentity(record: DnsRecord, origin: string): string {
  const name = (text: string) => absoluteDnsName(text.trim() === '' ? '@' : text.trim(), origin).toLowerCase();
  const values = (() => {
    switch (record.type) {
      case 'a':
      case 'aaaa':
        return [record.ip.toLowerCase()];
      case 'ns':
      case 'ptr':
        return [name(record.host)];
      case 'cname':
        return [name(record.alias)];
      case 'mx':
        return [String(record.preference), name(record.host)];
      case 'txt':
        return [quoteDnsValue(record.txt)];
      case 'spf':
        return [quoteDnsValue(record.data)];
      case 'srv':
        return [record.priority, record.weight, record.port, name(record.target)].map(String);
      case 'caa':
        return [String(record.flags), record.tag.toLowerCase(), isQuoted(record.value) ? record.value : `"${record.value}"`];
    }
  })();
  return [record.type, name(record.name), ...values].join(' ');
}

export interface BindImport {
  /** New rows for the editor: records of the file the zone does not have yet, in file order. */
  rows: Array<{ type: DnsEditorType; data: DnsRowData }>;
  /** How many records of the file the zone already has (or the file repeats). */
  skipped: number;
  issues: RuleIssue[];
}

/** A zone file read into pending `add` rows for a zone: the SOA and records the zone already has are left out. */
export function importBindZone(text: string, zone: Pick<DnsZone, '$origin'>, existing: readonly DnsRecord[]): BindImport {
  const domain = dnsZoneDomain(zone);
  const origin = domain === '' ? '' : `${domain}.`;
  const parsed = parseBindZone(text, origin);
  const known = new Set(existing.map((record) => dnsRecordIdentity(record, origin)));
  const rows: BindImport['rows'] = [];
  let skipped = 0;
  for (const record of parsed.records) {
    const identity = dnsRecordIdentity(record, origin);
    if (known.has(identity)) {
      skipped += 1;
      continue;
    }
    known.add(identity);
    rows.push({ type: record.type, data: { name: shortenDnsName(record.name, domain), fields: dnsRecordFields(record) } });
  }
  return { rows, skipped, issues: parsed.issues };
}
