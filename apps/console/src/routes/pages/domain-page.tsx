import { useEffect } from 'react';
import { useParams } from 'react-router';
import { DOMAIN_TABS, DomainFrameScreenContainer, parseRouteId, type ConsolePageRoute, type DomainTab } from '@hostdeck/panel';
import { retryableLazy, type PreloadablePage } from '../retryable-lazy';
import type { DomainTabPageProps } from './domain-tab-props';
import { FramePageSuspense } from './frame-page-suspense';
import type { PageProps } from './page-props';

// Each domain page is its own chunk, fetched when its tab is first shown, inside the frame that is already there.
const TAB_PAGES: Readonly<Record<DomainTab, PreloadablePage<DomainTabPageProps>>> = {
  detail: retryableLazy(() => import('./domain-detail-page').then((module) => ({ default: module.DomainDetailPage }))),
  renew: retryableLazy(() => import('./domain-renew-page').then((module) => ({ default: module.DomainRenewPage }))),
  dns: retryableLazy(() => import('./domain-dns-page').then((module) => ({ default: module.DomainDnsPage }))),
};

/** The domain page tab a route shows: 'domain/renew/:domainId' -> 'renew'. */
function domainTabOf(route: ConsolePageRoute): DomainTab {
  const tab = DOMAIN_TABS.find((name) => name === route.pattern.split('/')[1]);
  if (!tab) throw new Error(`Route ${route.id} is no domain page`);
  return tab;
}

/**
 * Every /domain/{detail,renew,dns}/{domainId} page: the domain page frame (back link, tab bar, site link, not-found),
 * and inside it the tab's screen. An id that is no positive whole number is handed on as NaN: the frame shows the
 * not-found page without a call. A new id is a new frame.
 */
export function DomainPage({ route, title }: PageProps) {
  const tab = domainTabOf(route);
  const TabPage = TAB_PAGES[tab];
  const { domainId } = useParams();
  // The screen's chunk downloads while the frame loads the domain, not after it.
  useEffect(() => TabPage.preload(), [TabPage]);
  return (
    <DomainFrameScreenContainer key={domainId} domainId={parseRouteId(domainId) ?? Number.NaN} tab={tab} title={title}>
      {(frame) => (
        <FramePageSuspense title={title}>
          <TabPage frame={frame} />
        </FramePageSuspense>
      )}
    </DomainFrameScreenContainer>
  );
}
