import type { ReactNode } from 'react';
import { Badge, Button, Card, CardContent, CardFooter, CardHeader, CardTitle, DescriptionDetails, DescriptionItem, DescriptionList, DescriptionTerm, Skeleton } from '@hostdeck/ui';
import type { Host, HostServer, HostStats } from '../../../api/schemas/hosts';
import { useT } from '../../../i18n/i18n-provider';
import { formatDate } from '../../../rules/format';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { HOST_STATUS_BADGES } from '../host-status';

export type HostFactsHost = Pick<Host, 'domain' | 'username' | 'status' | 'created_at'>;
export type HostFactsServer = Pick<HostServer, 'endpoint' | 'ip' | 'ip6'>;

export interface HostFactsProps {
  host: HostFactsHost;
  server: HostFactsServer;
  /** The stats (for the SSL expiry): undefined until read, null when never counted. */
  stats: HostStats | null | undefined;
  statsStatus: ScreenStatus;
  /** Has the server refresh the host's record; left out for a viewer who may not write. */
  onUpdate?: () => unknown;
  isUpdating?: boolean;
}

/** A technical value (a name, an address): read left to right in every language, wrapped anywhere on a phone. */
function Technical({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className="break-all">
      {children}
    </bdi>
  );
}

function Fact({ term, children, name }: { term: string; children: ReactNode; name: string }) {
  return (
    <DescriptionItem data-fact={name}>
      <DescriptionTerm>{term}</DescriptionTerm>
      <DescriptionDetails>{children}</DescriptionDetails>
    </DescriptionItem>
  );
}

/** The website's facts (host-area 2 Detail): status, username, domain, server and IPs, SSL expiry, creation date. */
export function HostFacts({ host, server, stats, statsStatus, onUpdate, isUpdating = false }: HostFactsProps) {
  const { t, i18n } = useT('host-detail');
  const { t: frame } = useT('host-frame');
  const locale = i18n.language;
  const sslExpiry = (): ReactNode => {
    if (stats === null) return t('facts.notCounted');
    if (stats === undefined) return statsStatus === 'error' ? t('facts.unavailable') : <Skeleton className="h-5 w-28" aria-hidden />;
    return formatDate(stats.ssl_expiry_at, locale) ?? t('facts.noCertificate');
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('facts.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <DescriptionList variant="grid">
          <Fact name="status" term={t('facts.status')}>
            <Badge variant={HOST_STATUS_BADGES[host.status] ?? 'outline'}>{frame(`status.${host.status}`, { defaultValue: host.status })}</Badge>
          </Fact>
          <Fact name="username" term={t('facts.username')}>
            <Technical>{host.username}</Technical>
          </Fact>
          <Fact name="domain" term={t('facts.domain')}>
            <Technical>{host.domain}</Technical>
          </Fact>
          <Fact name="server" term={t('facts.server')}>
            <Technical>{server.endpoint}</Technical>
          </Fact>
          <Fact name="ipv4" term={t('facts.ipv4')}>
            <Technical>{server.ip}</Technical>
          </Fact>
          {server.ip6 && (
            <Fact name="ipv6" term={t('facts.ipv6')}>
              <Technical>{server.ip6}</Technical>
            </Fact>
          )}
          <Fact name="ssl" term={t('facts.sslExpiry')}>
            {sslExpiry()}
          </Fact>
          <Fact name="created" term={t('facts.created')}>
            {formatDate(host.created_at, locale) ?? host.created_at}
          </Fact>
        </DescriptionList>
      </CardContent>
      {onUpdate && (
        <CardFooter>
          <Button variant="outline" size="sm" isLoading={isUpdating} onClick={() => void onUpdate()}>
            {t('actions.update')}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
