import { Card, CardContent, CardHeader, CardTitle, DescriptionDetails, DescriptionItem, DescriptionList, DescriptionTerm, Skeleton } from '@hostdeck/ui';
import type { Host, HostServer } from '../../../api/schemas/hosts';
import { useT } from '../../../i18n/i18n-provider';
import { PASSWORD_MASK, type ExtraPasswordKind } from '../../../rules/connection-strings';
import { CopyValue } from './copy-value';

export interface AccessFactsProps {
  host: Pick<Host, 'username' | 'ssh_username'>;
  server: Pick<HostServer, 'endpoint' | 'ip' | 'ip6'>;
  /** The extra passwords present (rules/connection-strings extraPasswords). */
  extras: readonly { kind: ExtraPasswordKind; password: string }[];
  /** The database passwords are still on their way (the stats call). */
  isLoadingExtras: boolean;
  isPasswordHidden: boolean;
}

interface Fact {
  key: string;
  term: string;
  value: string | null | undefined;
  copyLabel: string;
  /** Shown when there is no value; a fact without it is left out. */
  missing?: string;
}

const EXTRA_TERMS = { ssh: 'facts.sshPassword', mysql: 'facts.mysqlPassword', postgres: 'facts.postgresPassword' } as const;
const EXTRA_COPY = { ssh: 'copy.sshPassword', mysql: 'copy.mysqlPassword', postgres: 'copy.postgresPassword' } as const;

/** host-area 2 Manage: the server's hostname and addresses, the username, and the extra passwords when present. */
export function AccessFacts({ host, server, extras, isLoadingExtras, isPasswordHidden }: AccessFactsProps) {
  const { t } = useT('host-manage');
  const sshUsername = host.ssh_username && host.ssh_username !== host.username ? host.ssh_username : null;
  const facts: readonly Fact[] = [
    { key: 'hostname', term: t('facts.hostname'), value: server.endpoint, copyLabel: t('copy.hostname') },
    { key: 'ipv4', term: t('facts.ipv4'), value: server.ip, copyLabel: t('copy.ipv4') },
    // A server without IPv6 says so: the row would otherwise look forgotten.
    { key: 'ipv6', term: t('facts.ipv6'), value: server.ip6, copyLabel: t('copy.ipv6'), missing: t('facts.noIpv6') },
    { key: 'username', term: t('facts.username'), value: host.username, copyLabel: t('copy.username') },
    { key: 'sshUsername', term: t('facts.sshUsername'), value: sshUsername, copyLabel: t('copy.sshUsername') },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('facts.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <DescriptionList>
          {facts
            .filter((fact) => fact.value || fact.missing)
            .map((fact) => (
              <DescriptionItem key={fact.key}>
                <DescriptionTerm>{fact.term}</DescriptionTerm>
                <DescriptionDetails>
                  {fact.value ? <CopyValue text={fact.value} value={fact.value} copyLabel={fact.copyLabel} /> : <span className="text-muted-foreground">{fact.missing}</span>}
                </DescriptionDetails>
              </DescriptionItem>
            ))}
          {extras.map(({ kind, password }) => (
            <DescriptionItem key={kind}>
              <DescriptionTerm>{t(EXTRA_TERMS[kind])}</DescriptionTerm>
              <DescriptionDetails>
                <CopyValue text={isPasswordHidden ? PASSWORD_MASK : password} value={password} copyLabel={t(EXTRA_COPY[kind])} />
              </DescriptionDetails>
            </DescriptionItem>
          ))}
        </DescriptionList>
        {isLoadingExtras && (
          <div aria-hidden data-slot="extras-loading" className="grid gap-2 py-3">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-5 w-48" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
