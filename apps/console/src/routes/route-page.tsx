import { lazy, useEffect } from 'react';
import { useT, type ConsolePageRoute } from '@hostdeck/panel';
import { PageSuspense } from './lazy-pages';
import { ROUTE_PAGES } from './pages';

const PlaceholderPage = lazy(() => import('./placeholder-page').then((module) => ({ default: module.PlaceholderPage })));

/** One page of the route table: its screen once built, until then a marked placeholder inside the layout. */
export function RoutePage({ route }: { route: ConsolePageRoute }) {
  const { t } = useT('shell');
  const title = t(route.titleKey.replace(/^shell:/, ''));
  useEffect(() => {
    document.title = `${title} · Hostdeck`;
  }, [title]);
  const Page = ROUTE_PAGES[route.id] ?? PlaceholderPage;
  return (
    <PageSuspense>
      <Page route={route} title={title} />
    </PageSuspense>
  );
}
