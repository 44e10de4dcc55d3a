import { useLocation } from 'react-router';
import { useT, type ConsolePageRoute } from '@hostdeck/panel';
import { PageSuspense } from './lazy-pages';
import { PageErrorBoundary } from './page-error-boundary';
import type { PlaceholderPageProps } from './placeholder-page';
import { ROUTE_PAGES } from './pages';
import { retryableLazy } from './retryable-lazy';

const PlaceholderPage = retryableLazy<PlaceholderPageProps>(() => import('./placeholder-page').then((module) => ({ default: module.PlaceholderPage })));

/**
 * One page of the route table: its screen once built, until then a marked placeholder inside the layout. A failure
 * (a render error, its chunk not downloading) stays inside the page, under the page's title.
 */
export function RoutePage({ route }: { route: ConsolePageRoute }) {
  const { t } = useT('shell');
  const { pathname } = useLocation();
  const title = t(route.titleKey);
  const Page = ROUTE_PAGES[route.id] ?? PlaceholderPage;
  return (
    <PageErrorBoundary title={title} resetKey={pathname}>
      <PageSuspense>
        <Page route={route} title={title} />
      </PageSuspense>
    </PageErrorBoundary>
  );
}
