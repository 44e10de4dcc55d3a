import { useEffect } from 'react';
import type { ConsoleRouteId } from '@hostdeck/panel';
import { PlaceholderPage } from '../placeholder-page';
import { retryableLazy, type PreloadablePage } from '../retryable-lazy';
import type { PageProps } from './page-props';

/*
 * The pages the first load does not name (ROUTE_PAGES): this chunk holds their table, so a new page adds nothing to
 * the first load. Each page is a chunk of its own, fetched when its route is first visited; a route without a built
 * screen shows the placeholder page.
 */
// Every domain page (/domain/{detail,renew,dns}/{id}) is one chunk: the domain page frame, which loads each tab itself.
const DomainPage = retryableLazy<PageProps>(() => import('./domain-page').then((module) => ({ default: module.DomainPage })));

const LATER_PAGES: Readonly<Partial<Record<ConsoleRouteId, PreloadablePage<PageProps>>>> = {
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
