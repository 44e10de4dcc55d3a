import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle, DescriptionDetails, DescriptionItem, DescriptionList, DescriptionTerm } from '@hostdeck/ui';
import type { DomainMetadata } from '../../../api/schemas/domains';
import { useT } from '../../../i18n/i18n-provider';
import { formatDate } from '../../../rules/format';

export interface DomainMetadataCardProps {
  /** The registrar's data of the domain (account-area 3). */
  metadata: DomainMetadata;
}

/** The registry's data of a domain: registrant, verification, registry status, dates, locks and name servers. */
export function DomainMetadataCard({ metadata }: DomainMetadataCardProps) {
  const { t, i18n } = useT('domain-detail');
  const locale = i18n.language;
  const none = t('metadata.none');
  const date = (value: string | null | undefined) => formatDate(value, locale, { timeZone: 'UTC' }) ?? none;
  const lock = (value: boolean | undefined, on: string, off: string) => (value === undefined ? none : value ? on : off);
  const ns = metadata.ns ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('metadata.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <DescriptionList variant="grid">
          <Item term={t('metadata.name')}>
            <bdi dir="ltr" className="break-all">
              {metadata.name || none}
            </bdi>
          </Item>
          <Item term={t('metadata.email')}>
            <bdi dir="ltr" className="break-all">
              {metadata.email || none}
            </bdi>
          </Item>
          <Item term={t('metadata.verification')}>{metadata.verifyStatus || none}</Item>
          <Item term={t('metadata.status')}>{metadata.status || none}</Item>
          <Item term={t('metadata.start')}>{date(metadata.dates?.start)}</Item>
          <Item term={t('metadata.end')}>{date(metadata.dates?.end)}</Item>
          <Item term={t('metadata.transferLock')}>{lock(metadata.locks?.transfer, t('metadata.locked'), t('metadata.unlocked'))}</Item>
          <Item term={t('metadata.privacyLock')}>{lock(metadata.locks?.privacy, t('metadata.on'), t('metadata.off'))}</Item>
          <Item term={t('metadata.nameServers')}>
            {ns.length > 0 ? (
              <ul className="grid gap-0.5">
                {ns.map((server) => (
                  <li key={server} dir="ltr" className="font-mono text-sm break-all">
                    {server}
                  </li>
                ))}
              </ul>
            ) : (
              none
            )}
          </Item>
        </DescriptionList>
      </CardContent>
    </Card>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <DescriptionItem>
      <DescriptionTerm>{term}</DescriptionTerm>
      <DescriptionDetails>{children}</DescriptionDetails>
    </DescriptionItem>
  );
}
