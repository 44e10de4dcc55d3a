import { useEffect } from 'react';
import {
  HOST_TAB_LIST,
  TEAM_PAGES,
  hostTabRouteId,
  teamPageRouteId,
  type ConsolePageRouteId,
  type ConsoleRouteId,
  type HostTabRouteId,
  type TeamPageRouteId,
} from '@hostdeck/panel';
import { retryableLazy, type PreloadablePage } from '../retryable-lazy';
import type { PageProps } from './page-props';

type LazyPage = PreloadablePage<PageProps>;
/** Every page route but the host list's (pages/index.ts) and the not-found catch-all (its own page). */
type LaterRouteId = Exclude<ConsolePageRouteId, 'hosts' | 'hostList' | 'notFound'>;

/*
 * Every page but the host list: this chunk holds their table, so a new page adds nothing to the first load. Each page
 * is a chunk of its own, fetched when its route is first visited. The table names every route of both specs, so a
 * route without its page fails the type check.
 */
// Every host page (/host/{tab}/{id}) is one chunk: the host page frame, which loads each tab's screen itself.
const HostPage = retryableLazy<PageProps>(() => import('./host-page').then((module) => ({ default: module.HostPage })), { isPageCode: false });
// Every team page is one chunk: the team page frame, which loads each page's screen itself.
const TeamPage = retryableLazy<PageProps>(() => import('./team-page').then((module) => ({ default: module.TeamPage })), { isPageCode: false });
// Every domain page (/domain/{detail,renew,dns}/{id}) is one chunk: the domain page frame, which loads each tab itself.
const DomainPage = retryableLazy<PageProps>(() => import('./domain-page').then((module) => ({ default: module.DomainPage })), { isPageCode: false });

const LATER_PAGES: Readonly<Record<LaterRouteId, LazyPage>> = {
  users: retryableLazy(() => import('./user-list-page').then((module) => ({ default: module.UserListPage }))),
  deleteAccount: retryableLazy(() => import('./delete-account-page').then((module) => ({ default: module.DeleteAccountPage }))),
  welcome: retryableLazy(() => import('./welcome-page').then((module) => ({ default: module.WelcomePage }))),
  profile: retryableLazy(() => import('./profile-page').then((module) => ({ default: module.ProfilePage }))),
  inviteCode: retryableLazy(() => import('./invite-code-page').then((module) => ({ default: module.InviteCodePage }))),
  hostCreate: retryableLazy(() => import('./host-create-page').then((module) => ({ default: module.HostCreatePage }))),
  ...(Object.fromEntries(HOST_TAB_LIST.map((tab) => [hostTabRouteId(tab), HostPage])) as Record<HostTabRouteId, LazyPage>),
  ...(Object.fromEntries(TEAM_PAGES.map((page) => [teamPageRouteId(page), TeamPage])) as Record<TeamPageRouteId, LazyPage>),
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

/** The table by any route id: the host list's and the not-found route have no entry here. */
const PAGE_OF: Readonly<Partial<Record<ConsoleRouteId, LazyPage>>> = LATER_PAGES;

/** Starts downloading a later page's own chunk. */
export function preloadLaterPage(id: ConsoleRouteId): void {
  PAGE_OF[id]?.preload();
}

/** A page outside the first load's table. */
export function LaterPage({ route, title }: PageProps) {
  const Page = PAGE_OF[route.id];
  useEffect(() => Page?.preload(), [Page]);
  if (!Page) throw new Error(`No page for the route ${route.id}`);
  return <Page route={route} title={title} />;
}
