import type { ComponentType, ReactNode } from 'react';
import { Link as TextLink, TabBar } from '@hostdeck/ui';
import type { Domain } from '../../../api/schemas/domains';
import { useT } from '../../../i18n/i18n-provider';
import { DOMAIN_TABS, type DomainTab } from '../../../rules/record-paths';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';
import { RecordFrame } from '../../common/record-frame/record-frame';
import { DOMAIN_STATUS_BADGES } from './domain-status-badges';

export interface DomainFrameScreenProps {
  /** The domain the pages are about; undefined while it loads (or when it failed to). */
  domain: Pick<Domain, 'name' | 'status'> | undefined;
  /** The page shown inside, marked in the tab bar. */
  tab: DomainTab;
  /** Where the back link leads: the team's domain list. */
  backHref: string;
  /** The path of each page of this domain. */
  hrefOf: (tab: DomainTab) => string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
  /** The page (with its own h1). */
  children: ReactNode;
}

/**
 * The shared header of the domain pages (/domain/{detail,renew,dns}/{id}, account-area 2): the way back to the
 * domains, the domain's name and status, a link to its site in a new tab, and the tab bar with the current page marked.
 */
export function DomainFrameScreen({ domain, tab, backHref, hrefOf, linkComponent: Link = AnchorLink, children }: DomainFrameScreenProps) {
  const { t } = useT('domain-frame');
  return (
    <RecordFrame
      slot="domain-frame"
      className="grid-cols-[minmax(0,1fr)]"
      backHref={backHref}
      backLabel={t('back')}
      Link={Link}
      name={domain?.name}
      nameLabel={t('domain')}
      status={domain && { label: t(`status.${domain.status}`), variant: DOMAIN_STATUS_BADGES[domain.status] }}
      aside={
        domain && (
          <TextLink href={`https://${domain.name}`} isExternal className="text-sm">
            {t('visit')}
            <span className="sr-only"> {t('newTab')}</span>
          </TextLink>
        )
      }
      navigation={
        <TabBar
          label={t('nav')}
          items={DOMAIN_TABS.map((id) => ({ id, label: t(`tabs.${id}`), href: hrefOf(id), isCurrent: id === tab }))}
          renderLink={(item, { href, children: label, ...props }) => (
            <Link key={item.id} to={href} {...props}>
              {label}
            </Link>
          )}
        />
      }
    >
      {children}
    </RecordFrame>
  );
}
