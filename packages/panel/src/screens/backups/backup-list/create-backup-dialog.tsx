import { Controller } from 'react-hook-form';
import { Button, Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Field, Select } from '@hostdeck/ui';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { backupCreateIssues, type BackupCreateValues } from '../../../rules/backup-permissions';
import { FormFailure } from '../../common/form-failure/form-failure';

export interface BackupHostChoice {
  id: number;
  domain: string;
}

export interface CreateBackupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The websites a backup can be made of (the team's active hosts). */
  hosts: readonly BackupHostChoice[];
  /** Starts the backup; a rejection keeps the dialog open with the choice and shows the server's reasons. */
  onCreate: (hostId: number) => Promise<unknown>;
}

const DEFAULT_VALUES: BackupCreateValues = { host_id: '' };

/** The create dialog (account-area 2, 7): choose one of the team's websites, then start its backup. */
export function CreateBackupDialog({ open, onOpenChange, hosts, onCreate }: CreateBackupDialogProps) {
  const { t } = useT('backup-list');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('create.title')}</DialogTitle>
          <DialogDescription>{t('create.description')}</DialogDescription>
        </DialogHeader>
        {/* The content mounts per opening, so every backup starts from no choice. */}
        <CreateBackupForm hosts={hosts} onCreate={onCreate} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface CreateBackupFormProps {
  hosts: readonly BackupHostChoice[];
  onCreate: (hostId: number) => Promise<unknown>;
  onDone: () => void;
}

function CreateBackupForm({ hosts, onCreate, onDone }: CreateBackupFormProps) {
  const { t } = useT('backup-list');
  const common = useT('common');
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<BackupCreateValues>({
    defaultValues: DEFAULT_VALUES,
    validate: backupCreateIssues,
    onSubmit: async (values) => {
      await onCreate(Number(values.host_id));
      onDone();
    },
  });
  const hasHosts = hosts.length > 0;
  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-col gap-4">
      <DialogBody className="grid gap-4">
        {submitFailure && <FormFailure title={t('create.failed')} detail={submitFailure.detail} hasFieldError={errorOf('host_id') !== undefined} />}
        <Controller
          control={form.control}
          name="host_id"
          render={({ field }) => (
            <Field label={t('create.host')} hint={hasHosts ? t('create.hostHint') : t('create.noHosts')} error={errorOf('host_id')} isRequired>
              <Select {...field} disabled={!hasHosts}>
                <option value="">{t('create.choose')}</option>
                {hosts.map((host) => (
                  <option key={host.id} value={String(host.id)}>
                    {host.domain}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        />
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {common.t('actions.cancel')}
        </Button>
        <Button type="submit" isLoading={isSubmitting} disabled={!hasHosts}>
          {t('create.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
