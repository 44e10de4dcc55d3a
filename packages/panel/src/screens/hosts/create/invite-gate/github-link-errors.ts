import { isApiError } from '../../../../api/errors';

/**
 * Why linking GitHub failed, as the dialog words it: the code-hosting errors the spec names (host-area 8), a server
 * answer the panel does not know (shown quoted), or no answer at all.
 */
export type GithubLinkErrorCode = 'tokenMissing' | 'unavailable' | 'notTrusted' | 'alreadyLinked' | 'server' | 'unreachable';

export interface GithubLinkError {
  code: GithubLinkErrorCode;
  /** The server's own words, for `server` only. */
  message?: string;
}

/** Server messages the catalogs translate; matched loosely, since the backend's wording varies in case and stops. */
const KNOWN_MESSAGES: readonly (readonly [RegExp, GithubLinkErrorCode])[] = [
  [/github api token not found/i, 'tokenMissing'],
  [/github api is not available/i, 'unavailable'],
  [/\bnot trusted\b|\buntrusted\b/i, 'notTrusted'],
  [/\balready linked\b/i, 'alreadyLinked'],
];

/** The dialog's reading of a failed add-github call. */
export function githubLinkError(error: unknown): GithubLinkError {
  const message = isApiError(error) && error.kind === 'http' ? error.detail?.trim() : undefined;
  if (!message) return { code: 'unreachable' };
  const known = KNOWN_MESSAGES.find(([pattern]) => pattern.test(message));
  return known ? { code: known[1] } : { code: 'server', message };
}
