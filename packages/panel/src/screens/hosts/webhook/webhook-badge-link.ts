/*
 * The badge link a README embeds. The server's badge call answers in the shields.io endpoint-badge format
 * (api/schemas/webhook.ts), so the Markdown snippet draws it through shields.io's endpoint badge.
 */

/** shields.io's endpoint badge: it reads the JSON at `url` and draws it. */
const SHIELDS_ENDPOINT = 'https://img.shields.io/endpoint';

/**
 * The badge link as another site must write it: the API may answer on the page's own origin (a relative link), which
 * means nothing in a README. `base` is the page's address; without one (outside a browser) the link stays as it is.
 */
export function absoluteBadgeUrl(url: string, base: string | undefined): string {
  return base === undefined ? url : new URL(url, base).href;
}

/** A Markdown image of the badge, e.g. for a repository's README. */
export function badgeMarkdown(url: string, alt = 'deploy status'): string {
  return `![${alt}](${SHIELDS_ENDPOINT}?url=${encodeURIComponent(url)})`;
}
