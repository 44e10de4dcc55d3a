import { NGINX_PROXY_PASS_PATTERN } from '../api/schemas/nginx';
import { checkIntRange } from './field-checks';
import { ruleIssue, type RuleIssue } from './issues';
import { PROXY_PORT_MAX, PROXY_PORT_MIN, SUBFOLDER_PATH_MIN_LENGTH } from './limits';

/*
 * The nginx editor's sub-folder entries and proxy (host-area 5.11, 5.12): paths start with '/', are at least two
 * characters, hold no whitespace and are unique; the root entry '/' cannot be deleted; a proxy port is 1025 to 65535.
 */

/** The root entry: always present, never deleted. */
export const NGINX_ROOT_PATH = '/';

/** host-area 5.11, as the structured editor checks one sub-folder path against the other entries' paths. */
export function checkSubfolderPath(path: string, value: string, otherPaths: readonly string[]): RuleIssue | undefined {
  if (!value.startsWith('/') || value.length < SUBFOLDER_PATH_MIN_LENGTH || /\s/.test(value)) return ruleIssue(path, 'pathInvalid');
  return otherPaths.includes(value) ? ruleIssue(path, 'pathNotUnique') : undefined;
}

/** host-area 5.11: the root entry cannot be deleted; any other entry can, after a confirmation. */
export function canDeleteNginxLocation(match: string): boolean {
  return match !== NGINX_ROOT_PATH;
}

/** host-area 5.12 */
export function checkProxyPort(path: string, port: number): RuleIssue | undefined {
  return checkIntRange(path, port, PROXY_PORT_MIN, PROXY_PORT_MAX);
}

/** The port of a loopback proxy_pass ('http://127.0.0.1:3000/api' -> 3000); NaN without one. */
export function proxyPortOf(proxyPass: string): number {
  const port = /^http:\/\/(?:[\d.]+|\[[^\]]+\]):(\d+)/.exec(proxyPass)?.[1];
  return port === undefined ? Number.NaN : Number(port);
}

/** backend-formats 1.7 and host-area 5.12: a proxy_pass goes to 127.x.x.x or [::1] with a port, and the port is allowed. */
export function checkProxyPass(path: string, proxyPass: string | undefined): RuleIssue | undefined {
  if (proxyPass === undefined) return undefined;
  if (!NGINX_PROXY_PASS_PATTERN.test(proxyPass)) return ruleIssue(path, 'pattern');
  return checkProxyPort(path, proxyPortOf(proxyPass));
}

/** A location of a config object, as far as these rules read it. */
export interface NginxLocationShape {
  match: string;
  proxy_pass?: string;
  locations?: readonly NginxLocationShape[];
}

/** The location's path without an nginx modifier (`= /x`, `~ re`, `~* re`, `^~ /x`), and whether it had none. */
export function locationPath(match: string): { path: string; isPlain: boolean } {
  const path = match.replace(/^(=|~\*?|\^~)\s+/, '');
  return { path, isPlain: path === match };
}

/**
 * host-area 5.11 and 5.12 over a saved config's locations, nested ones included. Plain paths follow the sub-folder
 * rule (the root '/' is the root entry); regex and exact matches only must hold no whitespace. Issues are
 * `<prefix>.<index>.match` and `<prefix>.<index>.proxy_pass`.
 */
export function nginxLocationIssues(locations: readonly NginxLocationShape[], prefix = 'locations'): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const seen = new Set<string>();
  locations.forEach((location, index) => {
    const at = `${prefix}.${index}`;
    const { path, isPlain } = locationPath(location.match);
    const isRoot = isPlain && path === NGINX_ROOT_PATH;
    const pathIssue = isRoot ? undefined : isPlain ? checkSubfolderPath(`${at}.match`, path, []) : /\s/.test(path) || path === '' ? ruleIssue(`${at}.match`, 'pathInvalid') : undefined;
    if (pathIssue) issues.push(pathIssue);
    else if (seen.has(location.match)) issues.push(ruleIssue(`${at}.match`, 'pathNotUnique'));
    seen.add(location.match);
    const proxy = checkProxyPass(`${at}.proxy_pass`, location.proxy_pass);
    if (proxy) issues.push(proxy);
    if (location.locations) issues.push(...nginxLocationIssues(location.locations, `${at}.locations`));
  });
  return issues;
}

/** Every path and proxy rule a config object breaks: its own proxy_pass, then its locations. */
export function nginxConfigIssues(config: { proxy_pass?: string; locations?: readonly NginxLocationShape[] }): RuleIssue[] {
  const proxy = checkProxyPass('proxy_pass', config.proxy_pass);
  return [...(proxy ? [proxy] : []), ...nginxLocationIssues(config.locations ?? [])];
}
