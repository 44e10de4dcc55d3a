import { ConfirmDialog, isolateLtr } from '@hostdeck/ui';
import type { Member } from '../../../api/schemas/teams';
import { useT } from '../../../i18n/i18n-provider';
import { memberName } from './member-roles';

export interface RemoveMemberDialogProps {
  /** The member to remove (never the owner: the page offers no delete there). */
  member: Member;
  teamName: string;
  /** The viewer is removing themself: the question says so. */
  isSelf: boolean;
  onClose: () => void;
  /** Removes the member; a rejection keeps the dialog open (the error toast says why). */
  onRemove: (member: Member) => Promise<unknown>;
}

/** The confirmation before a member is removed (account-area 5), naming them, or saying the viewer leaves. */
export function RemoveMemberDialog({ member, teamName, isSelf, onClose, onRemove }: RemoveMemberDialogProps) {
  const { t } = useT('team-members');
  const name = memberName(member);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      variant="destructive"
      title={isSelf ? t('remove.selfTitle', { team: teamName }) : t('remove.title', { name, team: teamName })}
      description={isSelf ? t('remove.selfDescription') : t('remove.description', { name, email: isolateLtr(member.email) })}
      confirmLabel={isSelf ? t('remove.selfConfirm') : t('remove.confirm')}
      onConfirm={async () => {
        await onRemove(member);
      }}
    />
  );
}
