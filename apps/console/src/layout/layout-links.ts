import type { TeamPage } from '@hostdeck/panel';

/** The help section's external links (account-area: sidebar and footer), in the order they show. */
export const HELP_LINK_KEYS = ['docs', 'email', 'chat', 'forum', 'updates', 'status'] as const;
export type HelpLinkKey = (typeof HELP_LINK_KEYS)[number];

/** Where each help link leads (an https or mailto address); a link left out is not shown. */
export type HelpLinks = Partial<Record<HelpLinkKey, string>>;

/** The help links that were given, in display order. */
export function helpLinkEntries(links: HelpLinks): { key: HelpLinkKey; href: string }[] {
  return HELP_LINK_KEYS.flatMap((key) => {
    const href = links[key];
    return href ? [{ key, href }] : [];
  });
}

/** The sidebar's wording of each team page (nav.* keys of the shell catalog). */
export const TEAM_PAGE_LABEL_KEYS = {
  detail: 'nav.details',
  member: 'nav.members',
  upgrade: 'nav.upgrade',
  invoice: 'nav.invoices',
  history: 'nav.archives',
} as const satisfies Record<TeamPage, `nav.${string}`>;

/** A path without its query or hash, and without a trailing slash, for comparing the current page with a link. */
export function normalizePath(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

export function isCurrentPath(currentPath: string, href: string): boolean {
  return normalizePath(currentPath) === normalizePath(href);
}

/** Whether a link opens another site (help links), so it gets a new tab instead of the router. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
