import type { ComponentType, ReactNode } from 'react';
import { BackLink, Badge, Link as TextLink, Skeleton, TabBar } from '@hostdeck/ui';
import type { Domain } from '../../../api/schemas/domains';
import { useT } from '../../../i18n/i18n-provider';
import { DOMAIN_TABS, type DomainTab } from '../../../rules/record-paths';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';
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
    <div data-slot="domain-frame" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <header className="grid min-w-0 gap-3">
        <BackLink asChild>
          <Link to={backHref}>{t('back')}</Link>
        </BackLink>
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          {domain ? (
            <>
              <p className="min-w-0 text-lg font-semibold break-all" data-slot="domain-frame-name">
                <span className="sr-only">{t('domain')} </span>
                <bdi dir="ltr">{domain.name}</bdi>
              </p>
              <Badge variant={DOMAIN_STATUS_BADGES[domain.status]}>{t(`status.${domain.status}`)}</Badge>
              <TextLink href={`https://${domain.name}`} isExternal className="text-sm">
                {t('visit')}
                <span className="sr-only"> {t('newTab')}</span>
              </TextLink>
            </>
          ) : (
            <Skeleton className="h-7 w-56" aria-hidden />
          )}
        </div>
        <TabBar
          label={t('nav')}
          items={DOMAIN_TABS.map((id) => ({ id, label: t(`tabs.${id}`), href: hrefOf(id), isCurrent: id === tab }))}
          renderLink={(item, { href, children: label, ...props }) => (
            <Link key={item.id} to={href} {...props}>
              {label}
            </Link>
          )}
        />
      </header>
      {children}
    </div>
  );
}
