import { ConfirmDialog, isolateLtr } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';

export interface DeleteHostUserDialogProps {
  user: string;
  domain: string;
  onClose: () => void;
  /** Deletes the user; a rejection keeps the dialog open (the error toast says why). */
  onDelete: (user: string) => Promise<unknown>;
}

/** The confirmation before an extra user is deleted, naming them. */
export function DeleteHostUserDialog({ user, domain, onClose, onDelete }: DeleteHostUserDialogProps) {
  const { t } = useT('host-users');
  const named = { user: isolateLtr(user), domain: isolateLtr(domain) };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      variant="destructive"
      title={t('delete.title', named)}
      description={t('delete.description', named)}
      confirmLabel={t('delete.confirm')}
      onConfirm={async () => {
        await onDelete(user);
      }}
    />
  );
}
