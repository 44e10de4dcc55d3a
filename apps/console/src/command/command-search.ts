/** A console page the palette can open; `title` and `group` are already translated. */
export interface CommandPage {
  /** The route id (CONSOLE_ROUTES), unique among the pages. */
  id: string;
  title: string;
  href: string;
  /** The section the page belongs to, shown after its title (e.g. "Domains"). */
  group: string;
}

/** A host (website) the palette can open. */
export interface CommandHost {
  id: string | number;
  domain: string;
  href: string;
}

/** How many hosts an empty search lists: a quick jump to the first few, not the whole account. */
export const EMPTY_QUERY_HOST_LIMIT = 5;

/** The most hosts a search lists; typing more narrows them down. */
export const HOST_RESULT_LIMIT = 20;

/** Text for comparing: accents and compatibility forms folded away, lower case, single spaces, trimmed. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** How well a folded text answers a folded query: 0 starts with it, 1 contains it, null neither. */
export function matchRank(foldedText: string, foldedQuery: string): 0 | 1 | null {
  if (foldedText.startsWith(foldedQuery)) return 0;
  return foldedText.includes(foldedQuery) ? 1 : null;
}

/** The items whose text contains the query, prefix matches first; each tier keeps the given order. */
export function rankByText<T>(items: readonly T[], textOf: (item: T) => string, query: string): T[] {
  const folded = foldText(query);
  if (folded === '') return [...items];
  const prefix: T[] = [];
  const substring: T[] = [];
  for (const item of items) {
    const rank = matchRank(foldText(textOf(item)), folded);
    if (rank === 0) prefix.push(item);
    else if (rank === 1) substring.push(item);
  }
  return [...prefix, ...substring];
}

export interface CommandResults<P, H> {
  pages: P[];
  hosts: H[];
}

/**
 * What the palette lists for a query: pages by title and hosts by domain, case- and accent-insensitive, prefix matches
 * before substring matches. An empty query lists every page in the given order and the first hosts.
 */
export function searchCommands<P extends Pick<CommandPage, 'title'>, H extends Pick<CommandHost, 'domain'>>(
  pages: readonly P[],
  hosts: readonly H[],
  query: string,
): CommandResults<P, H> {
  if (foldText(query) === '') return { pages: [...pages], hosts: hosts.slice(0, EMPTY_QUERY_HOST_LIMIT) };
  return {
    pages: rankByText(pages, (page) => page.title, query),
    hosts: rankByText(hosts, (host) => host.domain, query).slice(0, HOST_RESULT_LIMIT),
  };
}
