import { useMemo } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Avatar, Badge, Button, DataTable, type DataTableColumn } from '@hostdeck/ui';
import type { Member } from '../../../api/schemas/teams';
import { useT } from '../../../i18n/i18n-provider';
import { canDeleteMember, canEditRole, canManageMembers } from '../../../rules/permissions-members';
import { ROLE_LABEL_KEYS, memberName, type MembersViewer } from './member-roles';

export interface MembersTableProps {
  teamName: string;
  members: readonly Member[];
  viewer: MembersViewer;
  /** Opens the role dialog of a member; stable (a state setter). */
  onEditRole: (member: Member) => void;
  /** Opens the remove confirmation of a member; stable (a state setter). */
  onRemove: (member: Member) => void;
}

const memberId = (member: Member) => member.id;

/**
 * The members: picture, name, email and role, with Edit role and Remove where the viewer may (managers, never on the
 * owner's row). In a box narrower than 32rem each member stacks into labelled lines, so a phone never scrolls sideways.
 */
export function MembersTable({ teamName, members, viewer, onEditRole, onRemove }: MembersTableProps) {
  const { t } = useT('team-members');
  const columns = useMemo<DataTableColumn<Member>[]>(() => {
    const base: DataTableColumn<Member>[] = [
      { id: 'avatar', header: t('table.avatar'), cell: (member) => <Avatar name={memberName(member)} size="sm" />, className: 'w-14' },
      {
        id: 'name',
        header: t('table.name'),
        isRowHeader: true,
        cell: (member) => (
          <span className="inline-flex flex-wrap items-center gap-2 whitespace-normal">
            <span className="[overflow-wrap:anywhere]">{memberName(member)}</span>
            {member.id === viewer.userId && <Badge variant="secondary">{t('you')}</Badge>}
          </span>
        ),
      },
      { id: 'email', header: t('table.email'), cell: (member) => <bdi dir="ltr" className="[overflow-wrap:anywhere]">{member.email}</bdi> },
      { id: 'role', header: t('table.role'), cell: (member) => t(ROLE_LABEL_KEYS[member.role]) },
    ];
    if (!canManageMembers(viewer.role)) return base;
    const actions: DataTableColumn<Member> = {
      id: 'actions',
      header: t('table.actions'),
      cell: (member) => {
        const name = memberName(member);
        return (
          <span className="inline-flex flex-wrap justify-end gap-2">
            {canEditRole(viewer.role, member.role) && (
              <Button size="sm" variant="outline" aria-label={t('actions.editRoleOf', { name })} onClick={() => onEditRole(member)}>
                <Pencil aria-hidden />
                {t('actions.editRole')}
              </Button>
            )}
            {canDeleteMember(viewer.role, member.role) && (
              <Button size="sm" variant="ghost" className="text-destructive" aria-label={t('actions.removeNamed', { name })} onClick={() => onRemove(member)}>
                <Trash2 aria-hidden />
                {t('actions.remove')}
              </Button>
            )}
          </span>
        );
      },
    };
    return [...base, actions];
  }, [t, viewer.userId, viewer.role, onEditRole, onRemove]);

  return <DataTable variant="stack" label={t('table.label', { team: teamName })} columns={columns} rows={members} getRowId={memberId} maxHeight="none" />;
}
