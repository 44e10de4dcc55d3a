import { Badge } from '@hostdeck/ui';
import type { WebhookStatus } from '../../../api/schemas/webhook';
import { useT } from '../../../i18n/i18n-provider';
import { WEBHOOK_STATUS_COLOURS } from '../../../rules/webhook-status';

/**
 * A webhook's status (host-area 4) in its colour (the ui Badge has a variant per status, in every palette) and in
 * words, so nobody has to tell the colours apart.
 */
export function WebhookStatusBadge({ status }: { status: WebhookStatus }) {
  const { t } = useT('webhook');
  return (
    <Badge variant={status} size="md" data-colour={WEBHOOK_STATUS_COLOURS[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
