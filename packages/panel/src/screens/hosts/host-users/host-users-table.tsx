import { useMemo } from 'react';
import { Trash2 } from 'lucide-react';
import { Button, DataTable, type DataTableColumn } from '@hostdeck/ui';
import type { HostUserRow } from '../../../api/schemas/host-tools';
import { useT } from '../../../i18n/i18n-provider';
import { canDeleteHostUser } from '../../../rules/host-user-name';

export interface HostUsersTableProps {
  domain: string;
  users: readonly HostUserRow[];
  /** Without it the table only lists (a client's view): no actions column. */
  onDelete?: (user: HostUserRow) => void;
}

const userName = (user: HostUserRow) => user.name;

/**
 * The host's users: name, the server's 'User type', and Delete on every user but the server owner, whose row says
 * why it has none. Below 32rem each user stacks into labelled lines, so a phone never scrolls sideways.
 */
export function HostUsersTable({ domain, users, onDelete }: HostUsersTableProps) {
  const { t } = useT('host-users');
  const columns = useMemo<DataTableColumn<HostUserRow>[]>(() => {
    const base: DataTableColumn<HostUserRow>[] = [
      {
        id: 'name',
        header: t('table.name'),
        isRowHeader: true,
        cell: (user) => (
          <bdi dir="ltr" className="font-mono break-all whitespace-normal">
            {user.name}
          </bdi>
        ),
      },
      { id: 'type', header: t('table.type'), cell: (user) => <span className="whitespace-normal">{user['User type']}</span> },
    ];
    if (!onDelete) return base;
    const actions: DataTableColumn<HostUserRow> = {
      id: 'actions',
      header: t('table.actions'),
      cell: (user) =>
        canDeleteHostUser(user) ? (
          <Button size="sm" variant="ghost" className="text-destructive" aria-label={t('delete.actionNamed', { user: user.name })} onClick={() => onDelete(user)}>
            <Trash2 aria-hidden />
            {t('delete.action')}
          </Button>
        ) : (
          <span data-slot="owner-note" className="text-sm whitespace-normal text-muted-foreground">
            {t('ownerNote')}
          </span>
        ),
    };
    return [...base, actions];
  }, [t, onDelete]);

  return <DataTable variant="stack" label={t('table.label', { domain })} columns={columns} rows={users} getRowId={userName} maxHeight="none" />;
}
