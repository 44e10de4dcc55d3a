import { useLocation } from 'react-router';
import { useT, type ConsolePageRoute } from '@hostdeck/panel';
import { PageSuspense } from './lazy-pages';
import { PageErrorBoundary } from './page-error-boundary';
import { LaterPage, ROUTE_PAGES } from './pages';

/**
 * One page of the route table: its screen once built, until then a marked placeholder inside the layout. A failure
 * (a render error, its chunk not downloading) stays inside the page, under the page's title.
 */
export function RoutePage({ route }: { route: ConsolePageRoute }) {
  const { t } = useT('shell');
  const { pathname } = useLocation();
  const title = t(route.titleKey);
  const Page = ROUTE_PAGES[route.id] ?? LaterPage;
  return (
    <PageErrorBoundary title={title} resetKey={pathname}>
      <PageSuspense>
        <Page route={route} title={title} />
      </PageSuspense>
    </PageErrorBoundary>
  );
}
