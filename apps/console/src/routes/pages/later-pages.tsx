import { useEffect } from 'react';
import { HOST_TAB_LIST, TEAM_PAGES, hostTabRouteId, teamPageRouteId, type ConsoleRouteId } from '@hostdeck/panel';
import { PlaceholderPage } from '../placeholder-page';
import { retryableLazy, type PreloadablePage } from '../retryable-lazy';
import type { PageProps } from './page-props';

/*
 * Every page but the host list (pages/index.ts): this chunk holds their table, so a new page adds nothing to the first
 * load. Each page is a chunk of its own, fetched when its route is first visited; a route without a built screen shows
 * the placeholder page.
 */
// Every host page (/host/{tab}/{id}) is one chunk: the host page frame, which loads each tab's screen itself.
const HostPage = retryableLazy<PageProps>(() => import('./host-page').then((module) => ({ default: module.HostPage })));
// Every team page is one chunk: the team page frame, which loads each page's screen itself.
const TeamPage = retryableLazy<PageProps>(() => import('./team-page').then((module) => ({ default: module.TeamPage })));
// Every domain page (/domain/{detail,renew,dns}/{id}) is one chunk: the domain page frame, which loads each tab itself.
const DomainPage = retryableLazy<PageProps>(() => import('./domain-page').then((module) => ({ default: module.DomainPage })));

const LATER_PAGES: Readonly<Partial<Record<ConsoleRouteId, PreloadablePage<PageProps>>>> = {
  hostCreate: retryableLazy(() => import('./host-create-page').then((module) => ({ default: module.HostCreatePage }))),
  ...Object.fromEntries(HOST_TAB_LIST.map((tab) => [hostTabRouteId(tab), HostPage])),
  ...Object.fromEntries(TEAM_PAGES.map((page) => [teamPageRouteId(page), TeamPage])),
  domainList: retryableLazy(() => import('./domain-list-page').then((module) => ({ default: module.DomainListPage }))),
  domainCreate: retryableLazy(() => import('./domain-create-page').then((module) => ({ default: module.DomainCreatePage }))),
  domainTransfer: retryableLazy(() => import('./domain-transfer-page').then((module) => ({ default: module.DomainTransferPage }))),
  domainDetail: DomainPage,
  domainRenew: DomainPage,
  domainDns: DomainPage,
  backupList: retryableLazy(() => import('./backup-list-page').then((module) => ({ default: module.BackupListPage }))),
  backupDetail: retryableLazy(() => import('./backup-detail-page').then((module) => ({ default: module.BackupDetailPage }))),
  serverList: retryableLazy(() => import('./server-list-page').then((module) => ({ default: module.ServerListPage }))),
  serverDetail: retryableLazy(() => import('./server-detail-page').then((module) => ({ default: module.ServerDetailPage }))),
};

/** Starts downloading a later page's own chunk (none for a placeholder). */
export function preloadLaterPage(id: ConsoleRouteId): void {
  LATER_PAGES[id]?.preload();
}

/** A page outside the first load's table: its screen once built, until then the placeholder. */
export function LaterPage({ route, title }: PageProps) {
  const Page = LATER_PAGES[route.id];
  useEffect(() => Page?.preload(), [Page]);
  return Page ? <Page route={route} title={title} /> : <PlaceholderPage route={route} title={title} />;
}
