import { Card, CardContent, CardHeader, CardTitle, DescriptionDetails, DescriptionItem, DescriptionList, DescriptionTerm } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import type { DomainLocks } from './domain-locks-form';

export interface DomainDnsFactsProps {
  /** The name servers the registry holds for the domain now. */
  nameServers: readonly string[];
  locks: DomainLocks;
}

/** The domain's name servers and locks as text: the DNS tab of a role that may look but not change them. */
export function DomainDnsFacts({ nameServers, locks }: DomainDnsFactsProps) {
  const { t } = useT('domain-dns');
  const onOff = (isOn: boolean) => (isOn ? t('facts.on') : t('facts.off'));
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2 lg:items-start">
      <Card>
        <CardHeader>
          <CardTitle>{t('ns.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          {nameServers.length > 0 ? (
            <ul className="grid gap-1">
              {nameServers.map((server) => (
                <li key={server} dir="ltr" className="font-mono text-sm break-all">
                  {server}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('facts.noNameServers')}</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('locks.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <DescriptionList>
            <DescriptionItem>
              <DescriptionTerm>{t('locks.transfer')}</DescriptionTerm>
              <DescriptionDetails>{onOff(locks.transfer)}</DescriptionDetails>
            </DescriptionItem>
            <DescriptionItem>
              <DescriptionTerm>{t('locks.privacy')}</DescriptionTerm>
              <DescriptionDetails>{onOff(locks.privacy)}</DescriptionDetails>
            </DescriptionItem>
          </DescriptionList>
        </CardContent>
      </Card>
    </div>
  );
}
