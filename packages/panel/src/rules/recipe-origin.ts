import { recipeIconUrl } from './recipe-index';

/*
 * Deploy scripts run with the user's rights on their new website, so the wizard takes them (and the gallery its icons)
 * only from where the recipe index itself lives, or from origins the console is configured to trust. Addresses are
 * read with the WHATWG URL parser, the one fetch() uses, and compared as whole origins (scheme, host, port): a look-alike
 * host ('raw.githubusercontent.com.evil.example'), userinfo ('https://raw.githubusercontent.com@evil.example/') or a
 * backslash cannot make one address pass for another.
 */

/** How long a refused address that is no URL at all may be when it is named back to the user. */
const MAX_NAMED_LENGTH = 80;

/** The outcome of checking an address: allowed, or refused with what to name in the refusal. */
export type RecipeOriginVerdict =
  | { isAllowed: true }
  | {
      isAllowed: false;
      /** The origin templates may come from: the recipe index's own (the configured extra ones are not listed). */
      indexOrigin: string;
      /** What was refused, as the user should read it: its origin, its scheme ('file:'), or the text as given. */
      refusedOrigin: string;
    };

function parse(address: string): URL | null {
  try {
    return new URL(address.trim());
  } catch {
    return null;
  }
}

const isHttp = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:';

/** The origin of an http(s) address ('https://host[:port]', default ports dropped); null for anything else. */
export function httpOrigin(address: string): string | null {
  const url = parse(address);
  return url && isHttp(url) ? url.origin : null;
}

/**
 * An entry of the configured allowlist as an origin, or null when it is not a bare http(s) origin: an entry with a
 * path, query, fragment or userinfo would read as narrower than the whole origin it allows, so it allows nothing.
 */
export function allowlistOrigin(entry: string): string | null {
  const url = parse(entry);
  if (!url || !isHttp(url) || url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  return url.origin;
}

function clip(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > MAX_NAMED_LENGTH ? `${trimmed.slice(0, MAX_NAMED_LENGTH)}…` : trimmed;
}

/**
 * Whether a template may be fetched from `address`: an http(s) URL on the recipe index's origin or on one of
 * `extraOrigins` (the console's configured allowlist; entries that are not bare origins are ignored). Userinfo and
 * backslashes are refused even on an allowed origin: no recipe address needs them, and they exist to mislead a reader.
 */
export function checkRecipeOrigin(address: string, indexUrl: string, extraOrigins: readonly string[] = []): RecipeOriginVerdict {
  const indexOrigin = httpOrigin(indexUrl);
  const allowed = new Set([indexOrigin, ...extraOrigins.map(allowlistOrigin)].filter((origin): origin is string => origin !== null));
  const refuse = (refusedOrigin: string): RecipeOriginVerdict => ({ isAllowed: false, indexOrigin: indexOrigin ?? clip(indexUrl), refusedOrigin });
  const url = parse(address);
  if (!url) return refuse(clip(address));
  if (!isHttp(url)) return refuse(url.protocol);
  if (!allowed.has(url.origin)) return refuse(url.origin);
  if (url.username || url.password || address.includes('\\')) return refuse(clip(address));
  return { isAllowed: true };
}

/**
 * The address of a tile's icon the gallery may load: an inline image (it loads nothing), or an http(s) address, as
 * recipeIconUrl resolves it against the index's relative_url, on an allowed origin. Anything else gives no icon, and the
 * tile shows its own.
 */
export function allowedRecipeIconUrl(icon: string | undefined, relativeUrl: string, indexUrl: string, extraOrigins: readonly string[] = []): string | undefined {
  const url = recipeIconUrl(icon, relativeUrl);
  if (url === undefined || /^data:/i.test(url)) return url;
  return checkRecipeOrigin(url, indexUrl, extraOrigins).isAllowed ? url : undefined;
}
