import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { PASSWORD_MASK, mysqlCommand, postgresUrl, sshCommand, type HostCredentials } from '../../../rules/connection-strings';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { CopyValue } from './copy-value';

export interface ConnectionListProps {
  credentials: HostCredentials;
  /** Which databases the server runs (rules/connection-strings serverOffers). */
  offers: { mysql: boolean; postgres: boolean };
  /** The stats call, which brings the database passwords. */
  statsStatus: ScreenStatus;
  onRetryStats?: () => void;
  isRetryingStats?: boolean;
  isPasswordHidden: boolean;
}

function ConnectionRow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="grid min-w-0 gap-1 border-b border-border py-3 last:border-b-0">
      <h3 className="text-sm font-medium">{title}</h3>
      {children}
    </li>
  );
}

function DatabaseSkeleton() {
  return (
    <div aria-hidden className="grid gap-2 py-3">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-6 w-full max-w-md" />
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-6 w-full max-w-md" />
    </div>
  );
}

/**
 * host-area 2 Manage: the SSH, MySQL and PostgreSQL connection strings. A hidden password shows as PASSWORD_MASK;
 * every copy button copies the working string with the real password.
 */
export function ConnectionList({ credentials, offers, statsStatus, onRetryStats, isRetryingStats, isPasswordHidden }: ConnectionListProps) {
  const { t } = useT('host-manage');
  const hidden = { hidePassword: isPasswordHidden };
  const shown = { hidePassword: false };
  const { sshPassword } = credentials;
  const hasDatabases = offers.mysql || offers.postgres;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('connections.title')}</CardTitle>
        {hasDatabases && <CardDescription>{t('connections.databaseHint')}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-0">
        <ul className="grid">
          <ConnectionRow title={t('connections.ssh')}>
            <CopyValue text={sshCommand(credentials)} value={sshCommand(credentials)} copyLabel={t('copy.ssh')} />
            {sshPassword !== null && (
              <div className="flex min-w-0 flex-wrap items-center gap-x-2">
                <span className="text-sm text-muted-foreground">{t('connections.password')}</span>
                <div className="min-w-0 flex-1">
                  <CopyValue text={isPasswordHidden ? PASSWORD_MASK : sshPassword} value={sshPassword} copyLabel={t('copy.sshPassword')} />
                </div>
              </div>
            )}
          </ConnectionRow>
        </ul>
        {hasDatabases && (
          <ScreenState status={statsStatus} skeleton={<DatabaseSkeleton />} errorMessage={t('connections.statsError')} onRetry={onRetryStats} isRetrying={isRetryingStats}>
            <ul className="grid border-t border-border">
              {offers.mysql && (
                <ConnectionRow title={t('connections.mysql')}>
                  <CopyValue text={mysqlCommand(credentials, hidden)} value={mysqlCommand(credentials, shown)} copyLabel={t('copy.mysql')} />
                </ConnectionRow>
              )}
              {offers.postgres && (
                <ConnectionRow title={t('connections.postgres')}>
                  <CopyValue text={postgresUrl(credentials, hidden)} value={postgresUrl(credentials, shown)} copyLabel={t('copy.postgres')} />
                </ConnectionRow>
              )}
            </ul>
          </ScreenState>
        )}
      </CardContent>
    </Card>
  );
}
