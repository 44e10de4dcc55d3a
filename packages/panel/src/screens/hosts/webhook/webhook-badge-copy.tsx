import { CopyButton } from '@hostdeck/ui';
import { WEBHOOK_BADGE_KEY_LENGTH } from '../../../api/schemas/webhook';
import { useT } from '../../../i18n/i18n-provider';
import { badgeMarkdown } from './webhook-badge-link';

export interface WebhookBadgeCopyProps {
  /** The badge call's absolute URL; its key is the first characters of the secret, never the whole secret. */
  url: string;
  hintId: string;
}

/** The badge link as text, with buttons copying it and a Markdown image of it for a README. */
export function WebhookBadgeCopy({ url, hintId }: WebhookBadgeCopyProps) {
  const { t } = useT('webhook');
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-1">
        {/* A URL: left to right in every language; long ones wrap rather than widen a narrow page. */}
        <code dir="ltr" data-slot="webhook-badge-url" className="min-w-0 flex-1 self-center rounded bg-muted px-2 py-1 text-start font-mono text-xs break-all">
          {url}
        </code>
        <CopyButton value={url} label={t('badge.copyLink')} aria-describedby={hintId} />
        <CopyButton value={badgeMarkdown(url)} label={t('badge.copyMarkdown')} aria-describedby={hintId} />
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('badge.hint', { length: WEBHOOK_BADGE_KEY_LENGTH })}
      </p>
    </div>
  );
}
