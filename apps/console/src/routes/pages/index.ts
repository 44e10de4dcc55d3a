import type { ConsoleRouteId } from '@hostdeck/panel';
import { retryableLazy, type PreloadablePage } from '../retryable-lazy';
import type { PageProps } from './page-props';

/*
 * The first load names one page: the host list, where the console opens. Every other page comes through the later
 * pages' chunk (later-pages.tsx), whose table names each page's own chunk, so a new page costs the first load nothing.
 * Each chunk is fetched when its route is first visited; one that fails to download (offline, or gone after a
 * redeploy) is fetched again on retry.
 */
const HostListPage = retryableLazy<PageProps>(() => import('./host-list-page').then((module) => ({ default: module.HostListPage })));
const loadLaterPages = () => import('./later-pages');

/** The pages the first load names, by route id. */
export const ROUTE_PAGES: Readonly<Partial<Record<ConsoleRouteId, PreloadablePage<PageProps>>>> = {
  hosts: HostListPage,
  hostList: HostListPage,
};

/** Every other page: the later pages' table picks the route's page (or its placeholder). */
export const LaterPage = retryableLazy<PageProps>(() => loadLaterPages().then((module) => ({ default: module.LaterPage })), { isPageCode: false });

/** Starts downloading a route's page: for a later page, the later pages' chunk and then the page's own. */
export function preloadPage(id: ConsoleRouteId): void {
  const page = ROUTE_PAGES[id];
  if (page) page.preload();
  // Only a head start: a chunk that does not arrive now is fetched again, with its error shown, when the page renders.
  else loadLaterPages().then((module) => module.preloadLaterPage(id), () => undefined);
}
