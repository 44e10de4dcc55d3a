import { lazy, useEffect } from 'react';
import { useT, type ConsolePageRoute } from '@hostdeck/panel';
import { PageSuspense } from './lazy-pages';

// Each page's code is its own chunk, fetched when the route is first visited.
const PlaceholderPage = lazy(() => import('./placeholder-page').then((module) => ({ default: module.PlaceholderPage })));

/** One page of the route table: its screen once built, until then a marked placeholder inside the layout. */
export function RoutePage({ route }: { route: ConsolePageRoute }) {
  const { t } = useT('shell');
  const title = t(route.titleKey.replace(/^shell:/, ''));
  useEffect(() => {
    document.title = `${title} · Hostdeck`;
  }, [title]);
  return (
    <PageSuspense>
      <PlaceholderPage route={route} title={title} />
    </PageSuspense>
  );
}
