import { Badge, type BadgeVariant } from '@hostdeck/ui';
import type { Host } from '../../../api/schemas/hosts';
import { useT } from '../../../i18n/i18n-provider';
import { parseBackendDate } from '../../../rules/format';
import { sslExpiryState, type SslExpiryState } from '../../../rules/host-list';
import type { DeploymentOutcome } from '../../../rules/runner-log';

/** The host facts the extended columns show, which the list itself does not carry. */
export type HostFactKind = 'deployment' | 'ssl';

/** What an extended cell gets: its host and which fact to draw (the screen's `factsComponent` takes these). */
export interface HostFactProps {
  host: Host;
  fact: HostFactKind;
}

/** The last deployment as it stands, or none for a host never deployed. */
export type LastDeploymentState = DeploymentOutcome | 'none';

const DEPLOYMENT_BADGES: Readonly<Record<LastDeploymentState, BadgeVariant>> = {
  running: 'info',
  succeeded: 'success',
  failed: 'destructive',
  aborted: 'warning',
  finished: 'outline',
  none: 'outline',
};

const SSL_BADGES: Readonly<Record<Exclude<SslExpiryState, 'valid' | 'none'>, BadgeVariant>> = { expired: 'destructive', soon: 'warning' };

export function HostDeploymentFact({ state }: { state: LastDeploymentState }) {
  const { t } = useT('host-list');
  return <Badge variant={DEPLOYMENT_BADGES[state]}>{t(`deployment.${state}`)}</Badge>;
}

export interface HostSslFactProps {
  /** The host stats' ssl_expiry_at; null when the host has no certificate (or no stats yet). */
  expiresAt: string | null;
  /** Epoch ms the expiry is judged against. */
  now: number;
}

export function HostSslFact({ expiresAt, now }: HostSslFactProps) {
  const { t, i18n } = useT('host-list');
  const state = sslExpiryState(expiresAt, now);
  const expiry = parseBackendDate(expiresAt);
  if (state === 'none' || !expiry) return <span className="text-muted-foreground">{t('ssl.none')}</span>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(expiry);
  if (state === 'valid') return <span>{date}</span>;
  return <Badge variant={SSL_BADGES[state]}>{t(`ssl.${state}`, { date })}</Badge>;
}
