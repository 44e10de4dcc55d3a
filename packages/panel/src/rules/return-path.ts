/** Where the console goes after sign-in when the requested place is missing or unsafe. */
export const DEFAULT_RETURN_PATH = '/user';

/** The console's own paths: everything a sign-in may return to lives under these. */
const CONSOLE_PATH = /^\/(user|login|logout)(?=[/?#]|$)/;

/**
 * The place to go after sign-in: `value` when it is a path of the console on the console's own origin, else
 * DEFAULT_RETURN_PATH. One check for the login page and for the server's sign-in redirect, so neither can be sent to
 * another site. Refused: anything not starting with a single '/', backslashes (browsers read '/\evil' as '//evil'),
 * control and white-space characters (browsers drop a tab or newline, so '/%09/evil' becomes '//evil'), percent-encoded
 * slashes, backslashes and control characters, and any path that resolves to another origin.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return DEFAULT_RETURN_PATH;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return DEFAULT_RETURN_PATH;
  if (/%(2f|5c|0[0-9a-f]|1[0-9a-f]|7f|20)/i.test(value)) return DEFAULT_RETURN_PATH;
  const probe = 'https://console.invalid';
  let resolved: URL;
  try {
    resolved = new URL(value, probe);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (resolved.origin !== probe || !CONSOLE_PATH.test(resolved.pathname)) return DEFAULT_RETURN_PATH;
  if (/^\/(login|logout)(?=[/?#]|$)/.test(resolved.pathname)) return DEFAULT_RETURN_PATH;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
