import { Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader } from '@hostdeck/ui';
import type { Host, HostLauncherTool, HostServer, HostStats } from '../../../api/schemas/hosts';
import { useT } from '../../../i18n/i18n-provider';
import { extraPasswords, hostCredentials, serverOffers } from '../../../rules/connection-strings';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { AccessFacts } from './access-facts';
import { ConnectionList } from './connection-list';
import { HidePasswordsToggle } from './hide-passwords-toggle';
import { LauncherLinks } from './launcher-links';
import { RemoteEditorLink } from './remote-editor-link';

export interface HostManageScreenProps {
  /** The page's h1 (the host frame's title). */
  title: string;
  /** The host as the detail call sends it (with its passwords). */
  host: Pick<Host, 'username' | 'ssh_username' | 'password' | 'ssh_password'>;
  server: Pick<HostServer, 'endpoint' | 'ip' | 'ip6' | 'features'>;
  /** The stats call, which brings the MySQL and PostgreSQL passwords; 'empty' counts as content. */
  statsStatus: ScreenStatus;
  /** null until the server has counted the host's usage once (then the host password serves the databases). */
  stats?: Pick<HostStats, 'mypasswd' | 'pgpasswd'> | null;
  onRetryStats?: () => void;
  isRetryingStats?: boolean;
  /** The open call's URL per web tool (api.hostLauncherUrl). */
  launcherUrls: Readonly<Record<HostLauncherTool, string>>;
  /** The lock/unlock choice (kept under the hide-password key by the container). */
  isPasswordHidden: boolean;
  onPasswordHiddenChange: (hidden: boolean) => void;
}

/**
 * The Manage page (host-area 2): the server's hostname and addresses, the username and the extra passwords; the web
 * tools and the remote editor; the SSH, MySQL and PostgreSQL connection strings behind the lock/unlock toggle. It
 * writes nothing, so a client (the frame's read-only gate) sees it whole.
 */
export function HostManageScreen({ title, host, server, statsStatus, stats, onRetryStats, isRetryingStats, launcherUrls, isPasswordHidden, onPasswordHiddenChange }: HostManageScreenProps) {
  const { t } = useT('host-manage');
  const hasStats = statsStatus === 'content' || statsStatus === 'empty';
  const credentials = hostCredentials(host, server, hasStats ? stats : null);
  // The SSH password comes with the host; the database ones wait for the stats.
  const extras = extraPasswords(host, hasStats ? stats : null);
  return (
    <section aria-busy={statsStatus === 'loading'} className="grid min-w-0 gap-6">
      <PageHeader title={title} description={t('description')} actions={<HidePasswordsToggle isHidden={isPasswordHidden} onHiddenChange={onPasswordHiddenChange} />} />
      <AccessFacts host={host} server={server} extras={extras} isLoadingExtras={statsStatus === 'loading'} isPasswordHidden={isPasswordHidden} />
      <Card>
        <CardHeader>
          <CardTitle>{t('tools.title')}</CardTitle>
          <CardDescription>{t('tools.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <LauncherLinks urls={launcherUrls} server={server} />
        </CardContent>
      </Card>
      <RemoteEditorLink username={credentials.sshUsername} server={credentials.server} />
      <ConnectionList
        credentials={credentials}
        offers={{ mysql: serverOffers(server, 'mysql'), postgres: serverOffers(server, 'postgresql') }}
        statsStatus={statsStatus}
        onRetryStats={onRetryStats}
        isRetryingStats={isRetryingStats}
        isPasswordHidden={isPasswordHidden}
      />
    </section>
  );
}
