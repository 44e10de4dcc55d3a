import { ConfirmDialog, isolateLtr } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';

export interface DeleteServerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  serverName: string;
  endpoint: string;
  /** Deletes the server; a rejection keeps the dialog open (the error toast says why). */
  onDelete: () => Promise<unknown>;
}

/** The confirmation before a self-hosted server is deleted (account-area 2). */
export function DeleteServerDialog({ open, onOpenChange, serverName, endpoint, onDelete }: DeleteServerDialogProps) {
  const { t } = useT('server-detail');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      variant="destructive"
      title={t('delete.title', { server: serverName })}
      description={t('delete.description', { endpoint: isolateLtr(endpoint) })}
      confirmLabel={t('delete.confirm')}
      onConfirm={async () => {
        await onDelete();
      }}
    />
  );
}
