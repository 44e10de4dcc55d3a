import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Deployment } from '../../../api/schemas/deploy';
import { deploymentListQuery } from '../../../data/deploy/queries';
import { hostStatsQuery } from '../../../data/hosts/queries';
import { usePanel } from '../../../data/panel-provider';
import { DEPLOYMENT_POLL_MS } from '../../../rules/limits';
import { isHostRemoved } from '../../../rules/permissions';
import { deploymentOutcome, isDeploymentRunning } from '../../../rules/runner-log';
import { HostFactLoading, HostFactUnavailable } from './host-list-fact-marks';
import { HostDeploymentFact, HostSslFact, type HostFactProps, type LastDeploymentState } from './host-list-facts';

// The list is newest first.
const lastState = (deployments: readonly Deployment[]): LastDeploymentState => (deployments[0] ? deploymentOutcome(deployments[0].result) : 'none');

/**
 * One extended cell of the host list, reading what the list does not carry: the host's deployments or its stats. Loaded
 * with its own chunk when the extended columns first show, and mounted only for the rows drawn, so the default list
 * never waits for it and a long list asks only for the hosts in view.
 */
export function HostListFactsContainer({ host, fact }: HostFactProps) {
  if (isHostRemoved(host.status)) return <HostFactUnavailable />;
  return fact === 'deployment' ? <LastDeploymentFact hostId={host.id} /> : <SslExpiryFact hostId={host.id} />;
}

function LastDeploymentFact({ hostId }: { hostId: number }) {
  const { api } = usePanel();
  // A running last deployment is asked again as often as the Runner polls it (host-area 9).
  const deployments = useQuery({
    ...deploymentListQuery(api, { hostId }),
    select: lastState,
    refetchInterval: (query) => (query.state.data?.[0] && isDeploymentRunning(query.state.data[0].result) ? DEPLOYMENT_POLL_MS : false),
  });
  if (deployments.isPending) return <HostFactLoading />;
  if (deployments.isError) return <HostFactUnavailable />;
  return <HostDeploymentFact state={deployments.data} />;
}

function SslExpiryFact({ hostId }: { hostId: number }) {
  const { api } = usePanel();
  const stats = useQuery({ ...hostStatsQuery(api, { hostId }), select: (data) => data?.ssl_expiry_at ?? null });
  const [now] = useState(Date.now);
  if (stats.isPending) return <HostFactLoading />;
  if (stats.isError) return <HostFactUnavailable />;
  return <HostSslFact expiresAt={stats.data} now={now} />;
}
