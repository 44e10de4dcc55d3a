import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { UserListScreenContainer, parseHostListPage } from '@hostdeck/panel';
import type { PageProps } from './page-props';

/** /user/users?page=&email=: the administrator's user list; its page and email filter live in the query string. */
export function UserListPage({ title }: PageProps) {
  const [params, setParams] = useSearchParams();
  const handlePageChange = useCallback(
    (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );
  // Each keystroke replaces the entry rather than adding one, so Back leaves the page instead of untyping; a new
  // filter starts again at its first page.
  const handleEmailChange = useCallback(
    (email: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (email === '') next.delete('email');
          else next.set('email', email);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    <UserListScreenContainer
      title={title}
      page={parseHostListPage(params.get('page'))}
      email={params.get('email') ?? ''}
      onPageChange={handlePageChange}
      onEmailChange={handleEmailChange}
    />
  );
}
