import { useState } from 'react';
import { ConfirmDialog, IconButton, isolateLtr, toast } from '@hostdeck/ui';
import { Trash2 } from 'lucide-react';
import { useT } from '../../../i18n/i18n-provider';

export interface DeleteWebhookButtonProps {
  /** owner/repo: names the webhook in the button and the question. */
  repo: string;
  /** Deletes the webhook; a rejection keeps the question open (the error toast says why). */
  onDelete: () => Promise<unknown>;
}

/** host-area 5.17: deleting a webhook asks 'Are you sure?' first. */
export function DeleteWebhookButton({ repo, onDelete }: DeleteWebhookButtonProps) {
  const { t } = useT('webhook');
  const common = useT('common');
  const [isOpen, setIsOpen] = useState(false);
  const name = isolateLtr(repo);
  return (
    <>
      <IconButton label={t('delete.label', { repo: name })} icon={<Trash2 aria-hidden />} variant="ghost" onClick={() => setIsOpen(true)} />
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        variant="destructive"
        title={t('delete.title')}
        description={t('delete.description', { repo: name })}
        confirmLabel={common.t('actions.delete')}
        cancelLabel={common.t('actions.cancel')}
        onConfirm={async () => {
          await onDelete();
          toast.success(t('delete.done'));
        }}
      />
    </>
  );
}
