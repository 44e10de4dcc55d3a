import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { HostListScreenContainer, parseHostListPage, parseServerFilter } from '@hostdeck/panel';
import type { PageProps } from './page-props';

/** The host list: its page, server filter and payment message live in the query string (?page=&server=&message=). */
export function HostListPage({ title }: PageProps) {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (name: string, value: string | undefined, options?: { replace?: boolean }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === undefined) next.delete(name);
          else next.set(name, value);
          // A new filter starts again at its first page.
          if (name === 'server') next.delete('page');
          return next;
        },
        options,
      ),
    [setParams],
  );
  const handlePageChange = useCallback((page: number) => change('page', page > 1 ? String(page) : undefined), [change]);
  const handleServerChange = useCallback((serverId: number | undefined) => change('server', serverId === undefined ? undefined : String(serverId)), [change]);
  const handleDismissMessage = useCallback(() => change('message', undefined, { replace: true }), [change]);
  return (
    <HostListScreenContainer
      pageTitle={title}
      page={parseHostListPage(params.get('page'))}
      serverId={parseServerFilter(params.get('server'))}
      message={params.get('message')}
      onPageChange={handlePageChange}
      onServerFilterChange={handleServerChange}
      onDismissMessage={handleDismissMessage}
    />
  );
}
