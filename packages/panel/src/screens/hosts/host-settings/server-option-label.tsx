import { Badge } from '@hostdeck/ui';
import type { SessionServer } from '../../../api/schemas/session';
import { useT } from '../../../i18n/i18n-provider';

export interface ServerOptionLabelProps {
  server: SessionServer;
  isCurrent: boolean;
  /** The plan reaches the server's feature_level (host-area 5.6). */
  isUsable: boolean;
}

/** One server choice: its title and endpoint, marked as the current one or as needing a higher plan. */
export function ServerOptionLabel({ server, isCurrent, isUsable }: ServerOptionLabelProps) {
  const { t } = useT('host-settings');
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      {server.title && <span className="break-words">{server.title}</span>}
      <span dir="ltr" className={server.title ? 'font-mono text-xs break-all text-muted-foreground' : 'font-mono break-all'}>
        {server.endpoint}
      </span>
      {isCurrent && <Badge variant="secondary">{t('server.current')}</Badge>}
      {!isUsable && <span className="text-xs text-muted-foreground">{t('server.needsUpgrade')}</span>}
    </span>
  );
}
