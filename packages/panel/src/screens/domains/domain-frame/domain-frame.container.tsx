import type { ReactNode } from 'react';
import { PageHeader, Skeleton } from '@hostdeck/ui';
import { isApiError } from '../../../api/errors';
import { useDomain } from '../../../data/domains/queries';
import { usePanel } from '../../../data/panel-provider';
import { domainListPath, homePath } from '../../../rules/paths';
import { domainPath, type DomainTab } from '../../../rules/record-paths';
import { isRouteId } from '../../../rules/route-ids';
import { NotFoundScreen } from '../../common/not-found/not-found';
import { combineQueries } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { DomainFrameScreen } from './domain-frame';
import type { DomainFrameValue } from './domain-frame-value';

export interface DomainFrameScreenContainerProps {
  /** The domain's id from the path; one that is not a positive whole number shows the not-found page without a call. */
  domainId: number;
  /** The page shown inside, marked in the tab bar. */
  tab: DomainTab;
  /** The page's title (from the route table). */
  title: string;
  /** The page, given the loaded domain. */
  children: (frame: DomainFrameValue) => ReactNode;
}

/**
 * The domain page frame wired to the data layer: loads the domain once for its three pages, keeps an unknown domain
 * out (not found), and shows loading and failure under the page's title.
 */
export function DomainFrameScreenContainer({ domainId, tab, title, children }: DomainFrameScreenContainerProps) {
  const { session, Link } = usePanel();
  const { teamId, teamBase } = session;
  const isKnownId = isRouteId(domainId);
  const detail = useDomain({ domainId }, { enabled: isKnownId });
  if (!isKnownId || (isApiError(detail.error) && detail.error.isNotFound)) return <NotFoundScreen homeHref={homePath(teamBase)} linkComponent={Link} />;

  const state = combineQueries({ detail });
  const domain = detail.data;
  return (
    <DomainFrameScreen domain={domain} tab={tab} backHref={domainListPath(teamBase)} hrefOf={(other) => domainPath(teamBase, other, domainId)} linkComponent={Link}>
      {state.status === 'content' && domain ? (
        children({ teamId, teamBase, domainId, domain, title })
      ) : (
        <section aria-busy={state.status === 'loading'} className="grid gap-4">
          <PageHeader title={title} />
          <ScreenState status={state.status} onRetry={state.retry} isRetrying={state.isRetrying} skeleton={<Skeleton className="h-64" />}>
            {null}
          </ScreenState>
        </section>
      )}
    </DomainFrameScreen>
  );
}
