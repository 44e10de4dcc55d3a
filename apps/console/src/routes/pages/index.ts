import { retryableLazy, type PreloadablePage } from '../retryable-lazy';
import { HOST_TAB_LIST, TEAM_PAGES, hostTabRouteId, teamPageRouteId, type ConsoleRouteId } from '@hostdeck/panel';
import type { PageProps } from './page-props';

type LazyPage = PreloadablePage<PageProps>;

// Each built screen is its own chunk, fetched when its route is first visited. Routes not listed here come from the
// later pages' chunk (later-pages.tsx), which shows the placeholder page for a route not built yet, so a page added
// there costs the first load nothing. A chunk that fails to download (offline, or gone after a redeploy) is fetched
// again on retry.
const HostListPage = retryableLazy<PageProps>(() => import('./host-list-page').then((module) => ({ default: module.HostListPage })));
const HostCreatePage = retryableLazy<PageProps>(() => import('./host-create-page').then((module) => ({ default: module.HostCreatePage })));
// Every host page (/host/{tab}/{id}) is one chunk: the host page frame, which loads each tab's screen itself.
const HostPage = retryableLazy<PageProps>(() => import('./host-page').then((module) => ({ default: module.HostPage })));
// Every team page is one chunk: the team page frame, which loads each page's screen itself.
const TeamPage = retryableLazy<PageProps>(() => import('./team-page').then((module) => ({ default: module.TeamPage })));

/** Route id -> its page. */
export const ROUTE_PAGES: Readonly<Partial<Record<ConsoleRouteId, LazyPage>>> = {
  hosts: HostListPage,
  hostList: HostListPage,
  hostCreate: HostCreatePage,
  ...Object.fromEntries(HOST_TAB_LIST.map((tab) => [hostTabRouteId(tab), HostPage])),
  ...Object.fromEntries(TEAM_PAGES.map((page) => [teamPageRouteId(page), TeamPage])),
};
