import { hashKey, MutationObserver, partialMatchKey, type FetchQueryOptions, type Query, type QueryKey } from '@tanstack/react-query';
import { expect, it, vi } from 'vitest';
import type { PanelApi } from '../../api/contract';
import { createPanelQueryClient } from '../query-client';
import type { PanelMutationFactory } from '../shared/invalidating-mutation';
import { fakeApiWith } from './fake-api';

/** What a signal-carrying call receives as its options. */
export const withSignal = { signal: expect.any(AbortSignal) as AbortSignal };

export const newTestClient = () => createPanelQueryClient({ shouldRetry: false });

/** Fetches a query's options through a fresh client, as a screen would, and returns the query it left in the cache. */
export async function fetchQueryOnce<T, TKey extends QueryKey>(options: FetchQueryOptions<T, Error, T, TKey>): Promise<Query<T, Error, T>> {
  const client = newTestClient();
  await client.fetchQuery(options);
  const query = client.getQueryCache().find<T, Error, T>({ queryKey: options.queryKey, exact: true });
  if (!query) throw new Error(`No query cached under ${hashKey(options.queryKey)}`);
  return query;
}

type PollingOptions<T, TKey extends QueryKey> = FetchQueryOptions<T, Error, T, TKey> & {
  refetchInterval?: number | false | ((query: Query<T, Error, T, TKey>) => number | false | undefined);
};

/** What a query's refetchInterval answers after the given fetch results reached its cache, in order. */
export function refetchIntervalAfter<T, TKey extends QueryKey>(options: PollingOptions<T, TKey>, results: readonly T[]): number | false | undefined {
  const client = newTestClient();
  const query = client.getQueryCache().build(client, options);
  for (const data of results) query.setData(data);
  const interval = options.refetchInterval;
  return typeof interval === 'function' ? interval(query) : interval;
}

/** Runs a mutation factory without React; reports the keys it invalidated and removed. */
export async function runMutation<TData, TVars>(factory: PanelMutationFactory<TData, TVars>, api: PanelApi, vars: TVars) {
  const client = newTestClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const remove = vi.spyOn(client, 'removeQueries');
  const data = await new MutationObserver(client, factory(api, client)).mutate(vars);
  return {
    data,
    invalidated: invalidate.mock.calls.map(([filters]) => filters?.queryKey),
    removed: remove.mock.calls.map(([filters]) => filters?.queryKey),
  };
}

export interface QueryCase {
  name: string;
  method: keyof PanelApi;
  /** The arguments before the call options, which must carry the query's abort signal. */
  args: readonly unknown[];
  key: QueryKey;
  /** Fetches through a fresh client; resolves with the key the query was cached under. */
  fetch: (api: PanelApi) => Promise<QueryKey>;
}

/** One row of a query table: the options a factory builds must call `method` with `args` and the signal, under `key`. */
export function queryCase<T, TKey extends QueryKey>(
  method: keyof PanelApi,
  factory: (api: PanelApi) => FetchQueryOptions<T, Error, T, TKey>,
  args: readonly unknown[],
  key: QueryKey,
): QueryCase {
  return { name: method, method, args, key, fetch: async (api) => (await fetchQueryOnce(factory(api))).queryKey };
}

export function itRunsQueries(cases: readonly QueryCase[]): void {
  it.each(cases.map((row) => [row.name, row] as const))('%s is called with its variables and the abort signal', async (_, row) => {
    const call = vi.fn().mockResolvedValue({});
    const key = await row.fetch(fakeApiWith(row.method, call));
    expect(call).toHaveBeenCalledWith(...row.args, withSignal);
    expect(key).toEqual(row.key);
  });
}

export interface MutationCase {
  name: string;
  method: keyof PanelApi;
  /** The arguments the api method must receive; by default the mutation's variables. */
  args: readonly unknown[];
  invalidated: readonly QueryKey[];
  removed: readonly QueryKey[];
  run: (api: PanelApi) => ReturnType<typeof runMutation>;
}

interface Effects {
  invalidated: readonly QueryKey[];
  removed?: readonly QueryKey[];
  args?: readonly unknown[];
}

/** One row of a mutation table: the factory, its variables and what it must call and invalidate. */
export function mutationCase<TData, TVars>(method: keyof PanelApi, factory: PanelMutationFactory<TData, TVars>, vars: TVars, effects: Effects): MutationCase {
  return {
    name: method,
    method,
    args: effects.args ?? [vars],
    invalidated: effects.invalidated,
    removed: effects.removed ?? [],
    run: (api) => runMutation(factory, api, vars),
  };
}

/** Checks each row: the api method ran with the variables, then exactly the listed keys were invalidated and removed. */
export function itRunsMutations(cases: readonly MutationCase[]): void {
  it.each(cases.map((row) => [row.name, row] as const))('%s calls the api and refreshes what it changed', async (_, row) => {
    const call = vi.fn().mockResolvedValue({});
    const result = await row.run(fakeApiWith(row.method, call));
    expect(call).toHaveBeenCalledWith(...row.args);
    expect(result.invalidated).toEqual(row.invalidated);
    expect(result.removed).toEqual(row.removed);
  });
}

/** True when every key is distinct and begins with the area's root. */
export function keysAreUniqueUnder(root: QueryKey, keys: readonly QueryKey[]): boolean {
  const hashes = new Set(keys.map((key) => hashKey(key)));
  return hashes.size === keys.length && keys.every((key) => partialMatchKey(key, root));
}

/** True when invalidating `prefix` reaches `key`. */
export const isUnder = (key: QueryKey, prefix: QueryKey) => partialMatchKey(key, prefix);
