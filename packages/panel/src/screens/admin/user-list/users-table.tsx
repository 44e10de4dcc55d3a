import { useMemo } from 'react';
import { LogIn } from 'lucide-react';
import { Button, DataTable, type DataTableColumn } from '@hostdeck/ui';
import type { AdminUser } from '../../../api/schemas/session';
import { useT } from '../../../i18n/i18n-provider';
import { formatDate } from '../../../rules/format';

export interface UsersTableProps {
  users: readonly AdminUser[];
  /** The login-as address of an account (api.loginAsUserUrl); a stable function. */
  loginAsHref: (email: string) => string;
}

const userId = (user: AdminUser) => user.id;

/**
 * ID, Email and Created At of each account, with its Log in as link. The link is a full navigation to the server,
 * which switches the session and sends the administrator into the console as that person; it names the account for
 * screen readers, since every row's visible text is the same.
 */
export function UsersTable({ users, loginAsHref }: UsersTableProps) {
  const { t, i18n } = useT('user-list');
  const locale = i18n.language;
  const columns = useMemo<DataTableColumn<AdminUser>[]>(
    () => [
      { id: 'id', header: t('table.id'), cell: (user) => <span className="tabular-nums">{user.id}</span>, className: 'w-20' },
      { id: 'email', header: t('table.email'), isRowHeader: true, cell: (user) => <bdi dir="ltr" className="[overflow-wrap:anywhere]">{user.email}</bdi> },
      { id: 'created', header: t('table.createdAt'), cell: (user) => formatDate(user.created_at, locale) ?? t('table.unknownDate') },
      {
        id: 'actions',
        header: t('table.actions'),
        cell: (user) => (
          <Button asChild size="sm" variant="outline">
            <a href={loginAsHref(user.email)} aria-label={t('loginAsNamed', { email: user.email })}>
              <LogIn aria-hidden className="rtl:rotate-180" />
              {t('loginAs')}
            </a>
          </Button>
        ),
      },
    ],
    [t, locale, loginAsHref],
  );
  return <DataTable variant="stack" label={t('table.label')} columns={columns} rows={users} getRowId={userId} maxHeight="none" />;
}
