import { useCallback, useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/errors';
import { usePanel } from '../../../data/panel-provider';
import { userListQuery } from '../../../data/session/queries';
import { homePath } from '../../../rules/paths';
import { canSeeUserList } from '../../../rules/permissions-admin';
import { NotAllowedScreen } from '../../common/not-allowed';
import { combineQueries } from '../../common/screen-state/combine-queries';
import { useDebouncedValue } from '../../common/use-debounced-value';
import { UserListScreen } from './user-list';

/** How long typing in the filter pauses before the list is asked again. */
export const FILTER_DELAY_MS = 300;

export interface UserListScreenContainerProps {
  /** The page's title (the route's), its h1. */
  title: string;
  /** The page shown, from 1 (the `page` query value). */
  page: number;
  /** The email filter as typed (the `email` query value). */
  email: string;
  /** Shows another page; the console keeps it in the URL. */
  onPageChange: (page: number) => void;
  /** Changes the filter as the user types; the console keeps it in the URL and goes back to the first page. */
  onEmailChange: (email: string) => void;
}

/**
 * The administrator's user list wired to users/list. Anyone but the administrator gets the not-allowed page and no
 * call is made. The list is asked again once typing pauses; the previous rows stay while a new page or filter loads.
 */
export function UserListScreenContainer(props: UserListScreenContainerProps) {
  const { session, Link } = usePanel();
  if (!canSeeUserList(session.userId)) return <NotAllowedScreen reason="adminOnly" homeHref={homePath(session.teamBase)} linkComponent={Link} />;
  return <AdministratorUserList {...props} />;
}

function AdministratorUserList({ title, page, email, onPageChange, onEmailChange }: UserListScreenContainerProps) {
  const { api } = usePanel();
  const applied = useDebouncedValue(email.trim(), FILTER_DELAY_MS);
  const list = useQuery({ ...userListQuery(api, { page, email: applied }), placeholderData: keepPreviousData });
  const state = combineQueries({ list }, ({ list: answer }) => answer.users.length === 0);
  // A page past the end (an old link, or fewer accounts since) is refused with a field error: show the first page.
  const isPagePastEnd = page > 1 && isApiError(list.error) && list.error.fieldErrors.page !== undefined;
  useEffect(() => {
    if (isPagePastEnd) onPageChange(1);
  }, [isPagePastEnd, onPageChange]);
  const loginAsHref = useCallback((address: string) => api.loginAsUserUrl(address), [api]);
  return (
    <UserListScreen
      title={title}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      users={list.data?.users}
      page={page}
      pageCount={list.data?.pages}
      onPageChange={onPageChange}
      isUpdating={list.isPlaceholderData}
      filter={email}
      onFilterChange={onEmailChange}
      appliedFilter={applied}
      loginAsHref={loginAsHref}
    />
  );
}
