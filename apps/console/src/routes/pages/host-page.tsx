import { useEffect } from 'react';
import { PlaceholderScreen, type HostTab } from '@hostdeck/panel';
import { retryableLazy, type PreloadablePage } from '../retryable-lazy';
import { HostPageFrame, hostTabOf } from './host-page-frame';
import type { HostTabPageProps } from './host-tab-props';
import { FramePageSuspense } from './frame-page-suspense';
import type { PageProps } from './page-props';

// Each built host page is its own chunk, fetched when its tab is first shown, inside the frame that is already there.
// Tabs not listed show the placeholder inside the frame.
const TAB_PAGES: Readonly<Partial<Record<HostTab, PreloadablePage<HostTabPageProps>>>> = {
  runner: retryableLazy(() => import('./host-runner-page').then((module) => ({ default: module.HostRunnerPage }))),
  nginx: retryableLazy(() => import('./host-nginx-page').then((module) => ({ default: module.HostNginxPage }))),
  dns: retryableLazy(() => import('./host-dns-page').then((module) => ({ default: module.HostDnsPage }))),
  log: retryableLazy(() => import('./host-log-page').then((module) => ({ default: module.HostLogPage }))),
  connection: retryableLazy(() => import('./host-connection-page').then((module) => ({ default: module.HostConnectionPage }))),
};

/**
 * Every /host/{tab}/{hostId} page: the host page frame (header, gates, not-found), and inside it the tab's screen,
 * or the placeholder for tabs whose screen comes with a later issue.
 */
export function HostPage({ route, title }: PageProps) {
  const tab = hostTabOf(route);
  const TabPage = TAB_PAGES[tab];
  // The screen's chunk downloads while the frame loads the host, not after it.
  useEffect(() => TabPage?.preload(), [TabPage]);
  return (
    <HostPageFrame route={route} title={title}>
      {(frame) =>
        TabPage ? (
          <FramePageSuspense title={title}>
            <TabPage frame={frame} />
          </FramePageSuspense>
        ) : (
          <PlaceholderScreen pageTitle={title} />
        )
      }
    </HostPageFrame>
  );
}
