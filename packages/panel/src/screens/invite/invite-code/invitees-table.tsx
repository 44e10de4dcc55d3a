import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '@hostdeck/ui';
import type { Invitee } from '../../../api/schemas/invite';
import { useT } from '../../../i18n/i18n-provider';
import { formatDateTime } from '../../../rules/format';

export interface InviteesTableProps {
  invitees: readonly Invitee[];
}

type Row = Invitee & { index: number };

/** Who joined with the code (account-area 2, 3): the code they used and when, with the 'no invitees' note. */
export function InviteesTable({ invitees }: InviteesTableProps) {
  const { t, i18n } = useT('invite-code');
  const locale = i18n.language;
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { id: 'code', header: t('invitees.code'), cell: (row) => <bdi dir="ltr">{row.invite_code}</bdi>, isRowHeader: true },
      { id: 'joined', header: t('invitees.joined'), cell: (row) => formatDateTime(row.created_at, locale) ?? '', align: 'end' },
    ],
    [t, locale],
  );
  // An invitee has no id of its own: its place in the list names its row.
  const rows = useMemo(() => invitees.map((invitee, index) => ({ ...invitee, index })), [invitees]);
  return (
    <div className="grid gap-3">
      <h2 className="text-lg font-semibold">
        {t('invitees.title')}
      </h2>
      <DataTable label={t('invitees.title')} columns={columns} rows={rows} getRowId={getRowId} empty={t('invitees.empty')} />
    </div>
  );
}

const getRowId = (row: Row) => row.index;
