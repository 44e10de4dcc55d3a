import type { DnsEditorType, DnsRecord, DnsZone } from '../api/schemas/dns';
import { dnsRecordIssues } from './dns-records';
import { checkRequired } from './field-checks';
import { collectIssues, type RuleIssue } from './issues';

/*
 * The DNS editor's rows (host-area 2 and 3 "DNS record"): each record of the zone with its type's fields as text, the
 * local state the spec names (the original data, a key, the pending changes) and a deleted mark; new rows have no
 * original. Names are shown as the editor writes them: `@` for the apex, relative under the zone, absolute (with
 * their dot) outside it.
 */

export const DNS_FIELD_NAMES = ['ip', 'host', 'alias', 'preference', 'txt', 'priority', 'weight', 'port', 'target', 'data', 'flags', 'tag', 'value'] as const;
export type DnsFieldName = (typeof DNS_FIELD_NAMES)[number];

/** The fields of each type, in the order of its change line's values (backend-formats 2.2). */
export const DNS_TYPE_FIELDS: Readonly<Record<DnsEditorType, readonly DnsFieldName[]>> = {
  a: ['ip'],
  aaaa: ['ip'],
  ns: ['host'],
  ptr: ['host'],
  cname: ['alias'],
  mx: ['preference', 'host'],
  txt: ['txt'],
  srv: ['priority', 'weight', 'port', 'target'],
  spf: ['data'],
  caa: ['flags', 'tag', 'value'],
};

/** A record as the editor holds it: its name and its type's fields, all as typed text. */
export interface DnsRowData {
  name: string;
  fields: Partial<Record<DnsFieldName, string>>;
}

export interface DnsEditorRow {
  /** Stable across edits: `<type>-<index>` for the zone's records, `new-<n>` for added ones. */
  key: string;
  type: DnsEditorType;
  /** The record as the zone stores it; undefined for an added row. Deletes name it exactly as stored. */
  original?: DnsRecord;
  /** The data the row started from (the original shortened, or an added row's first values). */
  initial: DnsRowData;
  /** The pending data, as edited. */
  data: DnsRowData;
  deleted: boolean;
}

/** The zone's origin without its dot ('lestari.studio'); '' when the zone does not say. */
export function dnsZoneDomain(zone: Pick<DnsZone, '$origin'>): string {
  return (zone.$origin ?? '').replace(/\.$/, '').toLowerCase();
}

/**
 * A record name as the editor shows it: '' and '@' and the zone itself are `@`; names under the zone are relative
 * ('www.lestari.studio.' is `www`); absolute names outside it keep their dot; relative names stay as they are.
 */
export function shortenDnsName(name: string, domain: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed === '@') return '@';
  if (!trimmed.endsWith('.') || domain === '') return trimmed.endsWith('.@') ? trimmed.slice(0, -2) : trimmed;
  const absolute = trimmed.slice(0, -1);
  if (absolute.toLowerCase() === domain) return '@';
  const suffix = `.${domain}`;
  return absolute.toLowerCase().endsWith(suffix) ? absolute.slice(0, -suffix.length) : trimmed;
}

/** A single "quoted string" without inner quotes shows without its quotes; several strings, or none, show as stored. */
export function unquoteDnsText(text: string): string {
  const match = /^"((?:[^"\\]|\\.)*)"$/.exec(text.trim());
  return match?.[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : text;
}

/** The editable text of each field of a stored record. */
export function dnsRecordFields(record: DnsRecord): DnsRowData['fields'] {
  switch (record.type) {
    case 'a':
    case 'aaaa':
      return { ip: record.ip };
    case 'ns':
    case 'ptr':
      return { host: record.host };
    case 'cname':
      return { alias: record.alias };
    case 'mx':
      return { preference: String(record.preference), host: record.host };
    case 'txt':
      return { txt: unquoteDnsText(record.txt) };
    case 'srv':
      return { priority: String(record.priority), weight: String(record.weight), port: String(record.port), target: record.target };
    case 'spf':
      return { data: unquoteDnsText(record.data) };
    case 'caa':
      return { flags: String(record.flags), tag: record.tag, value: unquoteDnsText(record.value) };
  }
}

/** The editor's rows of a zone's records (flattenDnsZone order), none changed. */
export function dnsEditorRows(records: readonly DnsRecord[], zone: Pick<DnsZone, '$origin'>): DnsEditorRow[] {
  const domain = dnsZoneDomain(zone);
  const seen = new Map<string, number>();
  return records.map((record) => {
    const index = seen.get(record.type) ?? 0;
    seen.set(record.type, index + 1);
    const data = { name: shortenDnsName(record.name, domain), fields: dnsRecordFields(record) };
    return { key: `${record.type}-${index}`, type: record.type, original: record, initial: data, data, deleted: false };
  });
}

/** An empty added row of a type: name `@`, the type's fields blank (CAA starts from the usual `0 issue`). */
export function newDnsRow(type: DnsEditorType, key: string, data?: DnsRowData): DnsEditorRow {
  const blank = Object.fromEntries(DNS_TYPE_FIELDS[type].map((field) => [field, ''])) as DnsRowData['fields'];
  const start = data ?? { name: '@', fields: type === 'caa' ? { ...blank, flags: '0', tag: 'issue' } : blank };
  return { key, type, initial: start, data: start, deleted: false };
}

/** Whether the row's data differs from where it started (name or any field of its type, spaces at the ends aside). */
export function isDnsRowEdited(row: DnsEditorRow): boolean {
  if (row.data.name.trim() !== row.initial.name.trim()) return true;
  return DNS_TYPE_FIELDS[row.type].some((field) => (row.data.fields[field] ?? '').trim() !== (row.initial.fields[field] ?? '').trim());
}

/** Whether the row makes a change line: deleted records, edited records and added rows that are kept. */
export function isDnsRowPending(row: DnsEditorRow): boolean {
  if (!row.original) return !row.deleted;
  return row.deleted || isDnsRowEdited(row);
}

/**
 * The rules a row breaks (host-area 5.13 and the 16-bit numbers), paths as the row's fields (`name`, `ip`, `port` …).
 * Every field of the type is required; deleted rows and untouched records are not checked.
 */
export function dnsRowIssues(row: DnsEditorRow): RuleIssue[] {
  if (row.deleted || (row.original && !isDnsRowEdited(row))) return [];
  const { name, fields } = row.data;
  const ruled = dnsRecordIssues({ type: row.type, name, ip: fields.ip, flags: fields.flags, preference: fields.preference, priority: fields.priority, weight: fields.weight, port: fields.port });
  const ruledPaths = new Set(ruled.map((issue) => issue.path));
  const missing = DNS_TYPE_FIELDS[row.type].filter((field) => !ruledPaths.has(field)).map((field) => checkRequired(field, fields[field] ?? ''));
  // Issues in the order of the row's fields: the name first, then the type's own.
  const order = ['name', ...DNS_TYPE_FIELDS[row.type]];
  return collectIssues(ruled, ...missing).sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
}

/** The issues of every row, each path prefixed with the row's key (`a-0.ip`), for a form over all rows. */
export function dnsRowsIssues(rows: readonly DnsEditorRow[]): RuleIssue[] {
  return rows.flatMap((row) => dnsRowIssues(row).map((issue) => ({ ...issue, path: `${row.key}.${issue.path}` })));
}

/** The `sub` filter: rows whose shown name is the subdomain or under it (`blog` keeps `blog` and `x.blog`); '' keeps all. */
export function filterDnsRows<Row extends Pick<DnsEditorRow, 'data'>>(rows: readonly Row[], sub: string): Row[] {
  const wanted = sub.trim().toLowerCase().replace(/\.$/, '');
  if (wanted === '') return [...rows];
  return rows.filter((row) => {
    const name = row.data.name.toLowerCase();
    return name === wanted || name.endsWith(`.${wanted}`);
  });
}
