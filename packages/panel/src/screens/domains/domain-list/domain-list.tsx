import type { ComponentType } from 'react';
import { Globe } from 'lucide-react';
import { EmptyState, PageHeader } from '@hostdeck/ui';
import type { Domain } from '../../../api/schemas/domains';
import { useT } from '../../../i18n/i18n-provider';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { DomainListActions } from './domain-list-actions';
import { DomainListSkeleton } from './domain-list-skeleton';
import { DomainListTable } from './domain-list-table';

export interface DomainListScreenProps {
  /** The page's title (the route's), its h1. */
  title: string;
  /** Where the domain list stands (see combineQueries); empty shows the empty state. */
  status: ScreenStatus;
  /** Shows the retry button of the error state. */
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The team's domains in the server's order; undefined until they have loaded. */
  domains: readonly Domain[] | undefined;
  /** '/user' or '/user/team/{teamId}': where the rows and the buttons lead. */
  teamBase: string;
  /** False for members and clients: New order and Transfer domain are hidden (see canOrderDomains). */
  canOrder: boolean;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
}

/**
 * The team's domains (account-area 2, 4, 6): each with its status and expiry, linking to its detail; managers also
 * order or transfer a domain. Loading, error and empty through ScreenState.
 */
export function DomainListScreen({ title, status, onRetry, isRetrying, domains, teamBase, canOrder, linkComponent }: DomainListScreenProps) {
  const { t } = useT('domain-list');
  const Link = linkComponent ?? AnchorLink;
  const shown: ScreenStatus = status === 'content' && !domains ? 'loading' : status;
  const actions = canOrder ? <DomainListActions teamBase={teamBase} linkComponent={Link} /> : undefined;
  const empty = (
    <EmptyState
      icon={<Globe />}
      title={t('empty.title')}
      description={canOrder ? t('empty.description') : t('empty.memberDescription')}
      action={actions}
    />
  );
  return (
    <section className="grid min-w-0 gap-6" aria-busy={shown === 'loading'}>
      {/* The empty state carries the two buttons itself, so the page never holds two of each. */}
      <PageHeader title={title} actions={shown === 'empty' ? undefined : actions} />
      <ScreenState status={shown} onRetry={onRetry} isRetrying={isRetrying} skeleton={<DomainListSkeleton />} empty={empty}>
        {domains && <DomainListTable domains={domains} teamBase={teamBase} linkComponent={Link} />}
      </ScreenState>
    </section>
  );
}
