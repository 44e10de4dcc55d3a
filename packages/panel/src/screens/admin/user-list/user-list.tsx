import { PageHeader, Pagination, Skeleton, EmptyState } from '@hostdeck/ui';
import type { AdminUser } from '../../../api/schemas/session';
import { useT } from '../../../i18n/i18n-provider';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { EmailFilter } from './email-filter';
import { UsersTable } from './users-table';

export interface UserListScreenProps {
  /** The page's title (the route's), its h1. */
  title: string;
  /** Where the page of users stands (see combineQueries); 'empty' when the page holds no account. */
  status: ScreenStatus;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The accounts of the page shown; undefined until they have loaded. */
  users: readonly AdminUser[] | undefined;
  /** The page shown, from 1. */
  page: number;
  /** How many pages the (filtered) list has; undefined until known. */
  pageCount: number | undefined;
  onPageChange: (page: number) => void;
  /** True while another page or filter loads and the previous rows stay on screen. */
  isUpdating?: boolean;
  /** The email filter as typed. */
  filter: string;
  onFilterChange: (filter: string) => void;
  /** The filter the rows shown answer (the typed one once typing pauses), for the no-match note. */
  appliedFilter: string;
  /** The login-as address of an account (api.loginAsUserUrl); a stable function. */
  loginAsHref: (email: string) => string;
}

/**
 * The administrator's user list (account-area 2 "Admin user list"): ID, Email and Created At of every account, a page
 * at a time, filtered by a part of the email, with a Log in as link on each row.
 */
export function UserListScreen(props: UserListScreenProps) {
  const { title, status, onRetry, isRetrying, users, page, pageCount, onPageChange, isUpdating = false, filter, onFilterChange, appliedFilter, loginAsHref } = props;
  const { t } = useT('user-list');
  const shown: ScreenStatus = status === 'content' && !users ? 'loading' : status;
  const empty = appliedFilter === '' ? <EmptyState title={t('empty')} headingLevel="h2" /> : <EmptyState title={t('noMatch', { email: appliedFilter })} description={t('noMatchHint')} headingLevel="h2" />;

  return (
    <section className="grid min-w-0 gap-6" aria-busy={shown === 'loading' || isUpdating}>
      <PageHeader title={title} description={t('description')} />
      <EmailFilter value={filter} onChange={onFilterChange} />
      <ScreenState status={shown} onRetry={onRetry} isRetrying={isRetrying} skeleton={<Skeleton className="h-96" />} empty={empty}>
        {users && (
          <div className="grid gap-4">
            <UsersTable users={users} loginAsHref={loginAsHref} />
            {pageCount !== undefined && pageCount > 1 && <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />}
          </div>
        )}
      </ScreenState>
    </section>
  );
}
