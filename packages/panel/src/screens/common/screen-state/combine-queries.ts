/** The four states of a screen's data, in the order a screen shows them. */
export type ScreenStatus = 'loading' | 'error' | 'empty' | 'content';

/** The part of a TanStack Query result the status model reads; `useQuery` results fit it as they are. */
export interface QueryLike<TData> {
  data: TData | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

type DataOf<TQueries extends Record<string, QueryLike<unknown>>> = { [K in keyof TQueries]: Exclude<TQueries[K]['data'], undefined> };

interface RetryControls {
  /** Fetches again only the queries that failed. */
  retry: () => void;
  /** A failed query is being fetched again. */
  isRetrying: boolean;
}

/** Where a screen's queries stand together; `data` is there exactly when every query has answered. */
export type CombinedQueries<TData> = RetryControls &
  ({ status: 'loading' | 'error'; data: undefined } | { status: 'empty' | 'content'; data: TData });

/**
 * The status of a screen fed by several queries. Error wins (one failed query is enough, even while another still
 * loads), then loading, then empty (as `isEmpty` decides from the data), then content. A query that keeps its data
 * after a failed background refetch still counts as answered: the screen keeps showing what it has.
 */
export function combineQueries<TQueries extends Record<string, QueryLike<unknown>>>(
  queries: TQueries,
  isEmpty?: (data: DataOf<TQueries>) => boolean,
): CombinedQueries<DataOf<TQueries>> {
  const all = Object.values(queries);
  const failed = all.filter((query) => query.isError && query.data === undefined);
  const controls: RetryControls = {
    retry: () => {
      for (const query of failed) void query.refetch();
    },
    isRetrying: failed.some((query) => query.isFetching),
  };
  if (failed.length > 0) return { ...controls, status: 'error', data: undefined };
  if (all.some((query) => query.data === undefined)) return { ...controls, status: 'loading', data: undefined };
  const data = Object.fromEntries(Object.entries(queries).map(([name, query]) => [name, query.data])) as DataOf<TQueries>;
  return { ...controls, status: isEmpty?.(data) ? 'empty' : 'content', data };
}
