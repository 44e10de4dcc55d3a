import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PlaceholderScreen, ScreenState, combineQueries, usePanel, type ConsolePageRoute } from '@hostdeck/panel';
import { PageHeader, Skeleton } from '@hostdeck/ui';
import { withRouteData } from './route-data';

export interface PlaceholderPageProps {
  route: ConsolePageRoute;
  /** The page's title, translated. */
  title: string;
}

/**
 * A page whose screen is not built yet: it already makes the screen's first call, so it loads and fails (with a retry)
 * through ScreenState like its screen will, and only then shows the marked placeholder.
 */
export function PlaceholderPage({ route, title }: PlaceholderPageProps) {
  const params = useParams();
  const { api, session } = usePanel();
  const page = withRouteData(route, params, api, session.teamId, (query) => <PlaceholderAfterLoad query={query} title={title} />);
  return page ?? <PlaceholderScreen pageTitle={title} />;
}

interface PlaceholderAfterLoadProps<TData, TKey extends readonly unknown[]> {
  query: UseQueryOptions<TData, Error, TData, TKey>;
  title: string;
}

function PlaceholderAfterLoad<TData, TKey extends readonly unknown[]>({ query, title }: PlaceholderAfterLoadProps<TData, TKey>) {
  const state = combineQueries({ first: useQuery(query) });
  if (state.status === 'content' || state.status === 'empty') return <PlaceholderScreen pageTitle={title} />;
  return (
    <section aria-busy={state.status === 'loading'} className="grid gap-4">
      <PageHeader title={title} />
      <ScreenState status={state.status} onRetry={state.retry} isRetrying={state.isRetrying} skeleton={<Skeleton className="h-40" />}>
        {null}
      </ScreenState>
    </section>
  );
}
