import { useState } from 'react';
import { Button, ConfirmDialog } from '@hostdeck/ui';
import { Plus, Trash2, Webhook } from 'lucide-react';
import { useT } from '../../../i18n/i18n-provider';
import { AddDeploymentDialog } from './add-deployment-dialog';
import { WebhookDialog } from './webhook-dialog';

export interface RunnerActionsProps {
  isAdministrator: boolean;
  /** Clearing needs something to clear. */
  hasDeployments: boolean;
  onDeploy: (template: string) => Promise<void>;
  onClear: () => Promise<void>;
  webhook: { url: string; username: string; password: string | null; secret: string | undefined };
}

/** The runner's actions: add a deployment, set up the GitHub webhook, clear the history (confirmed). */
export function RunnerActions({ isAdministrator, hasDeployments, onDeploy, onClear, webhook }: RunnerActionsProps) {
  const { t } = useT('runner');
  const [dialog, setDialog] = useState<'add' | 'webhook' | 'clear' | null>(null);
  const openChange = (name: 'add' | 'webhook' | 'clear') => (open: boolean) => setDialog(open ? name : null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setDialog('add')}>
        <Plus aria-hidden />
        {t('actions.add')}
      </Button>
      <Button variant="outline" onClick={() => setDialog('webhook')}>
        <Webhook aria-hidden />
        {t('actions.webhook')}
      </Button>
      <Button variant="outline" onClick={() => setDialog('clear')} disabled={!hasDeployments}>
        <Trash2 aria-hidden />
        {t('actions.clear')}
      </Button>
      <AddDeploymentDialog open={dialog === 'add'} onOpenChange={openChange('add')} isAdministrator={isAdministrator} onDeploy={onDeploy} />
      <WebhookDialog open={dialog === 'webhook'} onOpenChange={openChange('webhook')} webhookUrl={webhook.url} username={webhook.username} password={webhook.password} secret={webhook.secret} />
      <ConfirmDialog
        open={dialog === 'clear'}
        onOpenChange={openChange('clear')}
        variant="destructive"
        title={t('clear.title')}
        description={t('hostDeployClearHint')}
        confirmLabel={t('clear.confirm')}
        onConfirm={onClear}
      />
    </div>
  );
}
