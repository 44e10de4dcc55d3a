import type { HttpClient, QueryValue } from '../client';
import type { HostRef } from '../contract/host-tools';
import { formResultSchema, type FormResult } from '../schemas/common';
import type { HostFeature, HostPage, TemplateValue } from '../schemas/host-tools';

/** A host page path under /userapi: `team/{teamId}/host/{page}/{hostId}`. */
export function hostPagePath({ teamId, hostId }: HostRef, page: HostPage): string {
  return `team/${teamId}/host/${page}/${hostId}`;
}

/** The page-form post of a host page: field `template` holding YAML. */
export function postHostTemplate(
  client: HttpClient,
  request: { host: HostRef; page: HostPage; template: string; query?: Record<string, QueryValue>; signal?: AbortSignal },
): Promise<FormResult> {
  const { host, page, template, query, signal } = request;
  return client.request({ method: 'POST', path: hostPagePath(host, page), query, form: { template }, schema: formResultSchema, signal });
}

/**
 * The YAML text of the `template` field that host page forms post (deploy-script keys: subdomain, features, nginx).
 * A small block-style emitter keeps js-yaml out of the contract's bundle; values are plain JSON-like data.
 */
type YamlValue = TemplateValue;
export type YamlMapping = { readonly [key: string]: YamlValue };

/** The template of a features post; `subdomain` (a label such as 'api') makes the runner apply it to that subdomain. */
export function featuresTemplate(features: readonly HostFeature[], subdomain?: string): string {
  return toYaml({ subdomain: subdomain || undefined, features });
}

/** The generated configuration text the DNS page previews and saves: a `dns` feature of change lines. */
export function dnsChangesTemplate(changes: readonly string[]): string {
  return featuresTemplate([{ dns: changes }]);
}

/** Block-style YAML of a mapping, e.g. `{ features: ['mysql create shop'] }` -> "features:\n  - mysql create shop\n". */
export function toYaml(mapping: YamlMapping): string {
  const lines = mappingLines(mapping, 0);
  return lines.length > 0 ? `${lines.join('\n')}\n` : '{}\n';
}

const INDENT = '  ';
// Words YAML 1.1 readers take as booleans or null; the bridge needs "on"/"off" as strings.
const RESERVED = /^(?:true|false|null|yes|no|on|off|y|n|~)$/i;
const INDICATOR_START = /^[-?:,[\]{}#&*!|>'"%@`~\s]/;
const NUMBER_LIKE = /^[-+.]?\d|^[-+]?\.(?:inf|nan)$/i;
// Control characters and line separators force a quoted scalar.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/;

function isPlainSafe(text: string): boolean {
  return (
    text.length > 0 &&
    text.trim() === text &&
    !UNSAFE_CHARS.test(text) &&
    !INDICATOR_START.test(text) &&
    !RESERVED.test(text) &&
    !NUMBER_LIKE.test(text) &&
    !text.includes(': ') &&
    !text.includes(' #') &&
    !text.endsWith(':')
  );
}

function scalar(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  // A double-quoted YAML scalar accepts every escape JSON.stringify produces.
  return isPlainSafe(value) ? value : JSON.stringify(value);
}

/** Multi-line text as a literal block (`|` or `|-`) when that round-trips exactly. */
function literalLines(text: string, indent: number): string[] | undefined {
  if (!text.includes('\n') || text.includes('\r') || text.endsWith('\n\n') || /^\s/.test(text) || /[ \t]$/m.test(text)) return undefined;
  if (UNSAFE_CHARS.test(text.replaceAll('\n', '').replaceAll('\t', ''))) return undefined;
  const keep = text.endsWith('\n');
  const pad = INDENT.repeat(indent);
  const body = (keep ? text.slice(0, -1) : text).split('\n').map((line) => (line === '' ? '' : `${pad}${line}`));
  return [keep ? '|' : '|-', ...body];
}

function isSequence(value: YamlValue): value is readonly YamlValue[] {
  return Array.isArray(value);
}

function isMapping(value: YamlValue): value is YamlMapping {
  return typeof value === 'object' && value !== null && !isSequence(value);
}

/** The lines of a value placed after `prefix` ("key:" or "-"), its children indented at `indent`. */
function valueLines(prefix: string, value: YamlValue, indent: number): string[] {
  const pad = INDENT.repeat(indent - 1);
  if (isSequence(value)) {
    return value.length === 0 ? [`${pad}${prefix} []`] : [`${pad}${prefix}`, ...sequenceLines(value, indent)];
  }
  if (isMapping(value)) {
    const children = mappingLines(value, indent);
    return children.length === 0 ? [`${pad}${prefix} {}`] : [`${pad}${prefix}`, ...children];
  }
  if (typeof value === 'string') {
    const literal = literalLines(value, indent);
    if (literal) return [`${pad}${prefix} ${literal[0]}`, ...literal.slice(1)];
  }
  return [`${pad}${prefix} ${scalar(value ?? null)}`];
}

function mappingLines(mapping: YamlMapping, indent: number): string[] {
  return Object.entries(mapping)
    .filter(([, value]) => value !== undefined)
    .flatMap(([key, value]) => valueLines(`${scalar(key)}:`, value, indent + 1));
}

function sequenceLines(items: readonly YamlValue[], indent: number): string[] {
  const pad = INDENT.repeat(indent);
  return items.flatMap((item) => {
    // A non-empty mapping or sequence starts on the dash line, like js-yaml's dump.
    const nested = isMapping(item) ? mappingLines(item, indent + 1) : isSequence(item) && item.length > 0 ? sequenceLines(item, indent + 1) : [];
    if (nested.length === 0) return valueLines('-', item, indent + 1);
    const [first = '', ...rest] = nested;
    return [`${pad}- ${first.slice(pad.length + INDENT.length)}`, ...rest];
  });
}
