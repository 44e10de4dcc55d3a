import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps } from './page-props';

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

// Each built screen is its own chunk, fetched when its route is first visited. Routes not listed here show the
// placeholder page.
const HostListPage = lazy(() => import('./host-list-page').then((module) => ({ default: module.HostListPage })));
const HostCreatePage = lazy(() => import('./host-create-page').then((module) => ({ default: module.HostCreatePage })));
const HostRunnerPage = lazy(() => import('./host-runner-page').then((module) => ({ default: module.HostRunnerPage })));

/** Route id -> its page. */
export const ROUTE_PAGES: Readonly<Partial<Record<string, LazyPage>>> = {
  hosts: HostListPage,
  hostList: HostListPage,
  hostCreate: HostCreatePage,
  hostRunner: HostRunnerPage,
};
