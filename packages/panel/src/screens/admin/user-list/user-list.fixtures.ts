import { createWorldStore, listUsers } from '@hostdeck/mock-api';
import type { AdminUserPage } from '../../../api/schemas/session';
import type { UserListScreenProps } from './user-list';

/** The administrator's world: the seeded accounts, 20 a page (three pages). */
const admin = createWorldStore({ scenario: 'admin' });

/** A page of the world's user list, as users/list answers it. */
export function userListPage(page: number, email = ''): AdminUserPage {
  const outcome = admin.run(listUsers, { page, email });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
}

/** What the demo's login-as links look like: the HTTP client's address for GET /userapi/loginas. */
export const loginAsHref = (email: string) => `/userapi/loginas?${new URLSearchParams({ email }).toString()}`;

const first = userListPage(1);

/** The first page of users, unfiltered. */
export const userListArgs: UserListScreenProps = {
  title: 'Users',
  status: 'content',
  users: first.users,
  page: first.page,
  pageCount: first.pages,
  onPageChange: () => undefined,
  filter: '',
  onFilterChange: () => undefined,
  appliedFilter: '',
  loginAsHref,
};
