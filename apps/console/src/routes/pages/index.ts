import { retryableLazy, type PreloadablePage } from '../retryable-lazy';
import type { ConsoleRouteId } from '@hostdeck/panel';
import type { PageProps } from './page-props';

type LazyPage = PreloadablePage<PageProps>;

// Each built screen is its own chunk, fetched when its route is first visited. Routes not listed here show the
// placeholder page. A chunk that fails to download (offline, or gone after a redeploy) is fetched again on retry.
const HostListPage = retryableLazy<PageProps>(() => import('./host-list-page').then((module) => ({ default: module.HostListPage })));
const HostCreatePage = retryableLazy<PageProps>(() => import('./host-create-page').then((module) => ({ default: module.HostCreatePage })));
const HostRunnerPage = retryableLazy<PageProps>(() => import('./host-runner-page').then((module) => ({ default: module.HostRunnerPage })));

/** Route id -> its page. */
export const ROUTE_PAGES: Readonly<Partial<Record<ConsoleRouteId, LazyPage>>> = {
  hosts: HostListPage,
  hostList: HostListPage,
  hostCreate: HostCreatePage,
  hostRunner: HostRunnerPage,
};
