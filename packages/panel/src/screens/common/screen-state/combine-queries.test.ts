import { describe, expect, it, vi, type Mock } from 'vitest';
import { combineQueries, type QueryLike, type ScreenStatus } from './combine-queries';

type Shape = 'pending' | 'answered' | 'refreshing' | 'failed' | 'retrying' | 'stale-failed';

/** A query result in one of the shapes TanStack Query gives, with a spy for refetch. */
function query(shape: Shape, data: unknown = ['row']): QueryLike<unknown> & { refetch: Mock<() => unknown> } {
  const hasData = shape === 'answered' || shape === 'refreshing' || shape === 'stale-failed';
  return {
    data: hasData ? data : undefined,
    isError: shape === 'failed' || shape === 'retrying' || shape === 'stale-failed',
    isFetching: shape === 'pending' || shape === 'refreshing' || shape === 'retrying',
    refetch: vi.fn<() => unknown>(),
  };
}

describe('combineQueries', () => {
  it.each<[string, Shape[], ScreenStatus, boolean]>([
    ['one pending', ['pending'], 'loading', false],
    ['one answered', ['answered'], 'content', false],
    ['one failed', ['failed'], 'error', false],
    ['one failed, being retried', ['retrying'], 'error', true],
    ['answered and pending', ['answered', 'pending'], 'loading', false],
    ['pending and failed: the error shows at once', ['pending', 'failed'], 'error', false],
    ['answered and failed', ['answered', 'failed'], 'error', false],
    ['both answered', ['answered', 'answered'], 'content', false],
    ['both failed, one retried', ['failed', 'retrying'], 'error', true],
    ['a failed background refetch keeps the data', ['stale-failed'], 'content', false],
    ['stale data beside a pending query', ['stale-failed', 'pending'], 'loading', false],
    ['a query refreshing its answer is still content', ['answered', 'refreshing'], 'content', false],
    ['no queries at all', [], 'content', false],
  ])('%s -> %s', (_name, shapes, status, isRetrying) => {
    const queries = Object.fromEntries(shapes.map((shape, index) => [`q${index}`, query(shape)]));
    const combined = combineQueries(queries);
    expect(combined.status).toBe(status);
    expect(combined.isRetrying).toBe(isRetrying);
    expect(combined.data === undefined).toBe(status === 'loading' || status === 'error');
  });

  it('gives each answer under its query’s name', () => {
    const combined = combineQueries({ hosts: query('answered', [1, 2]), team: query('answered', { id: 7 }) });
    expect(combined.data).toEqual({ hosts: [1, 2], team: { id: 7 } });
  });

  it('keeps an answer of null as answered data', () => {
    expect(combineQueries({ note: query('answered', null) })).toMatchObject({ status: 'content', data: { note: null } });
  });

  it.each<[string, unknown, ScreenStatus]>([
    ['an empty list', [], 'empty'],
    ['a list with rows', [1], 'content'],
  ])('is empty when isEmpty says so: %s -> %s', (_name, rows, status) => {
    const combined = combineQueries({ list: query('answered', rows) }, ({ list }) => Array.isArray(list) && list.length === 0);
    expect(combined.status).toBe(status);
  });

  it('does not ask isEmpty before every query has answered', () => {
    const isEmpty = vi.fn(() => true);
    expect(combineQueries({ list: query('pending') }, isEmpty).status).toBe('loading');
    expect(combineQueries({ list: query('failed') }, isEmpty).status).toBe('error');
    expect(isEmpty).not.toHaveBeenCalled();
  });

  it('retries only the queries that failed', () => {
    const queries = { list: query('failed'), team: query('answered'), init: query('pending'), stats: query('retrying') };
    combineQueries(queries).retry();
    expect(queries.list.refetch).toHaveBeenCalledOnce();
    expect(queries.stats.refetch).toHaveBeenCalledOnce();
    expect(queries.team.refetch).not.toHaveBeenCalled();
    expect(queries.init.refetch).not.toHaveBeenCalled();
  });

  it('retries nothing when nothing failed, including a failed refetch that kept its data', () => {
    const queries = { list: query('stale-failed'), team: query('answered') };
    combineQueries(queries).retry();
    expect(queries.list.refetch).not.toHaveBeenCalled();
    expect(queries.team.refetch).not.toHaveBeenCalled();
  });
});
