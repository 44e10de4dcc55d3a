import { LOG_TYPE_VALUES, type LogType } from '../api/schemas/host-tools';
import { parseWholeNumber } from './field-checks';
import { checkLogLines } from './host-settings-forms';
import { ruleIssue, type RuleIssue } from './issues';
import { LOG_LINES_DEFAULT } from './limits';

/*
 * The log page's URL state (host-area 2, 5.18, 9): which log, which subdomain, how many lines. Read leniently, since a
 * URL can be typed or shared by hand: a value that cannot be used falls back to its default and is reported, so the
 * page still shows a log and its form can say why the value was not taken.
 */

/** The log shown when the URL names none. */
export const LOG_TYPE_DEFAULT: LogType = 'error';

export interface LogQuery {
  type: LogType;
  /** The subdomain whose log is read ('' is the host's own domain). */
  sub: string;
  /** At most this many lines from the end of the log. */
  n: number;
}

export const DEFAULT_LOG_QUERY: LogQuery = { type: LOG_TYPE_DEFAULT, sub: '', n: LOG_LINES_DEFAULT };

/** The URL's query values as read, absent ones null or undefined (URLSearchParams.get gives null). */
export interface LogQueryParams {
  type?: string | null;
  sub?: string | null;
  n?: string | null;
}

export interface LogQueryReading {
  query: LogQuery;
  /** Values the URL held that could not be used, on the field they belong to ('type', 'n'). */
  issues: RuleIssue[];
}

export function isLogType(value: string): value is LogType {
  return (LOG_TYPE_VALUES as readonly string[]).includes(value);
}

/** Max lines typed as text: a whole number of at least 1; the issue says what is wrong with anything else. */
export function readLogLines(text: string, path = 'n'): { n: number; issue?: undefined } | { n?: undefined; issue: RuleIssue } {
  if (text.trim() === '') return { issue: ruleIssue(path, 'required') };
  const n = parseWholeNumber(text);
  const issue = Number.isNaN(n) ? ruleIssue(path, 'notInteger') : checkLogLines(n, path);
  return issue ? { issue } : { n };
}

/** The URL's query as the page uses it: defaults for what is missing, defaults and issues for what is unusable. */
export function readLogQuery(params: LogQueryParams): LogQueryReading {
  const issues: RuleIssue[] = [];
  const typeText = params.type ?? '';
  let type = LOG_TYPE_DEFAULT;
  if (isLogType(typeText)) type = typeText;
  else if (typeText !== '') issues.push(ruleIssue('type', 'invalidChoice'));
  const nText = params.n ?? '';
  let n = LOG_LINES_DEFAULT;
  if (nText !== '') {
    const lines = readLogLines(nText);
    if (lines.issue) issues.push(lines.issue);
    else n = lines.n;
  }
  return { query: { type, sub: (params.sub ?? '').trim(), n }, issues };
}

/** The query values that put `query` in the URL: only what differs from the defaults, in the order type, sub, n. */
export function logQueryValues(query: LogQuery): Record<string, string> {
  const values: Record<string, string> = {};
  if (query.type !== LOG_TYPE_DEFAULT) values.type = query.type;
  const sub = query.sub.trim();
  if (sub !== '') values.sub = sub;
  if (query.n !== LOG_LINES_DEFAULT) values.n = String(query.n);
  return values;
}

/** The name a downloaded log is saved under: `<domain>-<type>.log`, with the subdomain when one is read. */
export function logFileName(domain: string, query: Pick<LogQuery, 'type' | 'sub'>): string {
  const site = query.sub.trim() === '' ? domain : `${query.sub.trim()}.${domain}`;
  return `${site}-${query.type}.log`;
}
