import { useEffect } from 'react';
import type { HostTab } from '@hostdeck/panel';
import { retryableLazy, type PreloadablePage } from '../retryable-lazy';
import { HostPageFrame, hostTabOf } from './host-page-frame';
import type { HostTabPageProps } from './host-tab-props';
import { FramePageSuspense } from './frame-page-suspense';
import type { PageProps } from './page-props';

// Each host page is its own chunk, fetched when its tab is first shown, inside the frame that is already there.
const TAB_PAGES: Readonly<Record<HostTab, PreloadablePage<HostTabPageProps>>> = {
  detail: retryableLazy(() => import('./host-detail-page').then((module) => ({ default: module.HostDetailPage }))),
  manage: retryableLazy(() => import('./host-manage-page').then((module) => ({ default: module.HostManagePage }))),
  runner: retryableLazy(() => import('./host-runner-page').then((module) => ({ default: module.HostRunnerPage }))),
  database: retryableLazy(() => import('./host-database-page').then((module) => ({ default: module.HostDatabasePage }))),
  software: retryableLazy(() => import('./host-software-page').then((module) => ({ default: module.HostSoftwarePage }))),
  connection: retryableLazy(() => import('./host-connection-page').then((module) => ({ default: module.HostConnectionPage }))),
  log: retryableLazy(() => import('./host-log-page').then((module) => ({ default: module.HostLogPage }))),
  nginx: retryableLazy(() => import('./host-nginx-page').then((module) => ({ default: module.HostNginxPage }))),
  dns: retryableLazy(() => import('./host-dns-page').then((module) => ({ default: module.HostDnsPage }))),
  user: retryableLazy(() => import('./host-user-page').then((module) => ({ default: module.HostUserPage }))),
  firewall: retryableLazy(() => import('./host-firewall-page').then((module) => ({ default: module.HostFirewallPage }))),
  rename: retryableLazy(() => import('./host-rename-page').then((module) => ({ default: module.HostRenamePage }))),
  cname: retryableLazy(() => import('./host-cname-page').then((module) => ({ default: module.HostCnamePage }))),
  passwd: retryableLazy(() => import('./host-passwd-page').then((module) => ({ default: module.HostPasswdPage }))),
  server: retryableLazy(() => import('./host-server-page').then((module) => ({ default: module.HostServerPage }))),
  transfer: retryableLazy(() => import('./host-transfer-page').then((module) => ({ default: module.HostTransferPage }))),
  delete: retryableLazy(() => import('./host-delete-page').then((module) => ({ default: module.HostDeletePage }))),
  environment: retryableLazy(() => import('./host-environment-page').then((module) => ({ default: module.HostEnvironmentPage }))),
  screend: retryableLazy(() => import('./host-screend-page').then((module) => ({ default: module.HostScreendPage }))),
  webhook: retryableLazy(() => import('./host-webhook-page').then((module) => ({ default: module.HostWebhookPage }))),
};

/** Every /host/{tab}/{hostId} page: the host page frame (header, gates, not-found), and inside it the tab's screen. */
export function HostPage({ route, title }: PageProps) {
  const tab = hostTabOf(route);
  const TabPage = TAB_PAGES[tab];
  // The screen's chunk downloads while the frame loads the host, not after it.
  useEffect(() => TabPage.preload(), [TabPage]);
  return (
    <HostPageFrame route={route} title={title}>
      {(frame) => (
        <FramePageSuspense title={title}>
          <TabPage frame={frame} />
        </FramePageSuspense>
      )}
    </HostPageFrame>
  );
}
