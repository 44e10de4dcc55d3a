import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle, DescriptionDetails, DescriptionItem, DescriptionList, DescriptionTerm } from '@hostdeck/ui';
import type { Server } from '../../../api/schemas/servers';
import { useT } from '../../../i18n/i18n-provider';
import { formatDate } from '../../../rules/format';

export interface ServerFactsProps {
  server: Server;
}

/** What the platform knows of a server (account-area 3): a self-hosted one has no hardware until its bridge answered. */
export function ServerFacts({ server }: ServerFactsProps) {
  const { t, i18n } = useT('server-detail');
  const unknown = t('facts.unknown');
  const ltr = (value: string | null | undefined) => (value ? <bdi dir="ltr" className="break-all">{value}</bdi> : unknown);
  const facts: [string, ReactNode][] = [
    [t('facts.name'), server.title ? <span className="[overflow-wrap:anywhere]">{server.title}</span> : unknown],
    [t('facts.endpoint'), ltr(server.endpoint)],
    [t('facts.kind'), server.public_scope ? t('facts.public') : t('facts.selfHosted')],
    [t('facts.ip'), ltr(server.ip)],
    [t('facts.ip6'), ltr(server.ip6)],
    [t('facts.cpu'), server.vcpu ? t('facts.cpuAmount', { amount: server.vcpu }) : unknown],
    [t('facts.ram'), server.ram ? t('facts.ramAmount', { amount: server.ram }) : unknown],
    [t('facts.arch'), ltr(server.arch)],
    [t('facts.created'), formatDate(server.created_at, i18n.language) ?? unknown],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('facts.label')}</CardTitle>
      </CardHeader>
      <CardContent>
        <DescriptionList>
          {facts.map(([term, value]) => (
            <DescriptionItem key={term}>
              <DescriptionTerm>{term}</DescriptionTerm>
              <DescriptionDetails>{value}</DescriptionDetails>
            </DescriptionItem>
          ))}
        </DescriptionList>
      </CardContent>
    </Card>
  );
}
