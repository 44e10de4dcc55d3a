import type { DnsChangeAction, DnsEditorType, DnsRecord } from '../api/schemas/dns';
import { DNS_TYPE_FIELDS, isDnsRowEdited, type DnsEditorRow, type DnsRowData } from './dns-editor';

/*
 * The generated configuration text of the DNS page (backend-formats 2.2): `[add|del] <type> <name> [value…]`, one
 * change per line. A deleted record is a `del` of the record as stored, an added row an `add`, an edited record a
 * `del` of the original followed by an `add` of the new data. Values are split on spaces by the runner, so a value
 * with spaces (TXT, SPF, CAA) goes in double quotes; a stored value keeps its quotes exactly as the zone has them.
 */

const QUOTED_STRINGS = /^"(?:[^"\\]|\\.)*"(?:\s+"(?:[^"\\]|\\.)*")*$/;

/** Typed text as one value: kept when it already is "quoted" string(s) or has no space or quote, else quoted. */
export function quoteDnsValue(text: string): string {
  const trimmed = text.trim();
  if (QUOTED_STRINGS.test(trimmed)) return trimmed;
  if (trimmed !== '' && !/[\s"\\]/.test(trimmed)) return trimmed;
  return `"${trimmed.replace(/[\\"]/g, '\\$&')}"`;
}

/** A CAA value is stored quoted (`"letsencrypt.org"`), and the runner compares it with its quotes: always quoted. */
function quoteCaaValue(text: string): string {
  const trimmed = text.trim();
  return QUOTED_STRINGS.test(trimmed) ? trimmed : `"${trimmed.replace(/[\\"]/g, '\\$&')}"`;
}

/** The change line of one record. */
export function dnsChangeLine(action: DnsChangeAction, type: DnsEditorType, name: string, values: readonly string[]): string {
  return [action, type, name.trim() === '' ? '@' : name.trim(), ...values].join(' ');
}

/** The values of a row's data in its type's order, quoted where the runner needs it. */
export function dnsRowValues(type: DnsEditorType, data: DnsRowData): string[] {
  return DNS_TYPE_FIELDS[type].map((field) => {
    const text = (data.fields[field] ?? '').trim();
    if (field === 'txt' || field === 'data') return quoteDnsValue(text);
    if (field === 'value') return quoteCaaValue(text);
    return text;
  });
}

/** The values of a stored record exactly as the zone has them (TXT and CAA keep their quotes). */
export function dnsStoredValues(record: DnsRecord): string[] {
  switch (record.type) {
    case 'a':
    case 'aaaa':
      return [record.ip];
    case 'ns':
    case 'ptr':
      return [record.host];
    case 'cname':
      return [record.alias];
    case 'mx':
      return [String(record.preference), record.host];
    case 'txt':
      return [record.txt];
    case 'srv':
      return [String(record.priority), String(record.weight), String(record.port), record.target];
    case 'spf':
      return [record.data];
    case 'caa':
      return [String(record.flags), record.tag, record.value];
  }
}

/** The `del` of a stored record, named as stored (an absolute name stays absolute, so the runner finds it). */
export function dnsDeleteLine(record: DnsRecord): string {
  return dnsChangeLine('del', record.type, record.name, dnsStoredValues(record));
}

/** The `add` of a row's pending data. */
export function dnsAddLine(row: Pick<DnsEditorRow, 'type' | 'data'>): string {
  return dnsChangeLine('add', row.type, row.data.name, dnsRowValues(row.type, row.data));
}

/** The change lines of the editor's rows, in row order; rows without a change give none. */
export function dnsChangeLines(rows: readonly DnsEditorRow[]): string[] {
  return rows.flatMap((row) => {
    if (!row.original) return row.deleted ? [] : [dnsAddLine(row)];
    if (row.deleted) return [dnsDeleteLine(row.original)];
    return isDnsRowEdited(row) ? [dnsDeleteLine(row.original), dnsAddLine(row)] : [];
  });
}
