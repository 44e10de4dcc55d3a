import { CodeBlock, CopyButton, Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle, Skeleton } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { webhookWorkflow } from './webhook-secret';

export interface WebhookDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The endpoint the workflow calls (the console's /api/githubdeploy). */
  webhookUrl: string;
  /** Basic authentication: the host's username... */
  username: string;
  /** ...and its password; null when the server did not send it. */
  password: string | null;
  /** The derived secret (deriveWebhookSecret); undefined while it is computed. */
  secret: string | undefined;
}

interface SecretRowProps {
  name: string;
  hint: string;
  value: string | undefined;
  copyLabel: string;
}

function SecretRow({ name, hint, value, copyLabel }: SecretRowProps) {
  return (
    <div className="grid gap-1">
      <dt className="font-mono text-sm font-semibold">{name}</dt>
      <dd className="grid gap-1">
        <span className="text-muted-foreground">{hint}</span>
        {value === undefined ? (
          <Skeleton className="h-10" />
        ) : (
          <span className="flex items-center gap-2 rounded-md border border-border bg-muted px-3 py-1">
            <code className="min-w-0 flex-1 font-mono text-sm break-all">{value}</code>
            <CopyButton value={value} label={copyLabel} size="sm" />
          </span>
        )}
      </dd>
    </div>
  );
}

/** How to deploy on every push from GitHub: the webhook URL, its basic authentication and secret, and the workflow. */
export function WebhookDialog({ open, onOpenChange, webhookUrl, username, password, secret }: WebhookDialogProps) {
  const { t } = useT('runner');
  const workflow = webhookWorkflow(webhookUrl);
  const auth = `${username}:${password ?? t('webhook.passwordPlaceholder')}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('webhook.title')}</DialogTitle>
          <DialogDescription>{t('webhook.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-4">
          <dl className="grid gap-3">
            <SecretRow name={t('webhook.url')} hint={t('webhook.urlHint')} value={webhookUrl} copyLabel={t('webhook.copy', { name: t('webhook.url') })} />
            <SecretRow name="WEBHOOK_AUTH" hint={t('webhook.authHint')} value={auth} copyLabel={t('webhook.copy', { name: 'WEBHOOK_AUTH' })} />
            <SecretRow name="WEBHOOK_SECRET" hint={t('webhook.secretHint')} value={secret} copyLabel={t('webhook.copy', { name: 'WEBHOOK_SECRET' })} />
          </dl>
          <div className="grid gap-2">
            <p className="font-medium">{t('webhook.workflow')}</p>
            <CodeBlock code={workflow} label={t('webhook.workflow')} actions={<CopyButton value={workflow} label={t('webhook.copy', { name: t('webhook.workflow') })} size="sm" />} />
          </div>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
