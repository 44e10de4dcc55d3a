import { ConfirmDialog } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';

export interface OverwriteConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Deploys the script that overwrites the home files. */
  onConfirm: () => void | Promise<void>;
}

/** The warning before a script that is not safe runs (host-area 5.7): its source permanently overwrites the home files. */
export function OverwriteConfirmDialog({ open, onOpenChange, onConfirm }: OverwriteConfirmDialogProps) {
  const { t } = useT('runner');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      variant="destructive"
      title={t('add.confirmTitle')}
      description={t('add.overwriteText')}
      confirmLabel={t('add.confirmSubmit')}
      onConfirm={onConfirm}
    />
  );
}
