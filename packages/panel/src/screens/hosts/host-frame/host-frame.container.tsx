import type { ReactNode } from 'react';
import { PageHeader, Skeleton } from '@hostdeck/ui';
import { isApiError } from '../../../api/errors';
import { useHostDetail } from '../../../data/hosts/queries';
import { usePanel } from '../../../data/panel-provider';
import { hostPageGate } from '../../../rules/host-page-gate';
import { homePath, hostListPath, hostPath, type HostTab } from '../../../rules/paths';
import { isRouteId } from '../../../rules/route-ids';
import { NotAllowedScreen } from '../../common/not-allowed/not-allowed';
import { NotFoundScreen } from '../../common/not-found/not-found';
import { combineQueries } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { HostFrameScreen } from './host-frame';
import type { HostFrameValue } from './host-frame-value';
import { HostPageNotice } from './host-page-notice';

export interface HostFrameScreenContainerProps {
  /** The host's id from the path; one that is not a positive whole number shows the not-found page without a call. */
  hostId: number;
  /** The page shown inside the frame. */
  tab: HostTab;
  /** The page's title (from the route table). */
  title: string;
  /** The page, given the loaded host once its gate lets it show. */
  children: (frame: HostFrameValue) => ReactNode;
}

/**
 * The host page frame wired to the data layer: loads the host once for every page of it, keeps the unknown host
 * (not found) and the closed one (not allowed) out, shows loading and failure under the header, and the page's
 * disabled or member message in place of a page the host's state or the viewer's role closes.
 */
export function HostFrameScreenContainer({ hostId, tab, title, children }: HostFrameScreenContainerProps) {
  const { session, Link } = usePanel();
  const { teamId, teamBase } = session;
  const isKnownId = isRouteId(hostId);
  const detail = useHostDetail({ teamId, hostId }, { enabled: isKnownId });
  const home = homePath(teamBase);
  if (!isKnownId || (isApiError(detail.error) && detail.error.isNotFound)) return <NotFoundScreen homeHref={home} linkComponent={Link} />;
  if (isApiError(detail.error) && detail.error.isForbidden) return <NotAllowedScreen reason="role" homeHref={home} linkComponent={Link} />;

  const state = combineQueries({ detail });
  const host = detail.data?.host;
  const gate = host && hostPageGate(tab, { role: session.role, status: host.status });
  const page = (): ReactNode => {
    if (!detail.data || !host || !gate) return null;
    if (gate === 'inactive' || gate === 'not-allowed') {
      return <HostPageNotice title={title} kind={gate} status={host.status} detailHref={hostPath(teamBase, 'detail', hostId)} Link={Link} />;
    }
    return children({ teamId, hostId, host, server: detail.data.server, gate, title });
  };

  return (
    <HostFrameScreen host={host} tab={tab} backHref={hostListPath(teamBase)} hrefOf={(other) => hostPath(teamBase, other, hostId)} linkComponent={Link}>
      {state.status === 'content' ? (
        page()
      ) : (
        <section aria-busy={state.status === 'loading'} className="grid gap-4">
          <PageHeader title={title} />
          <ScreenState status={state.status} onRetry={state.retry} isRetrying={state.isRetrying} skeleton={<Skeleton className="h-64" />}>
            {null}
          </ScreenState>
        </section>
      )}
    </HostFrameScreen>
  );
}
