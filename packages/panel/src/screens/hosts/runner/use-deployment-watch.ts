import { useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Deployment, DeploymentDetail } from '../../../api/schemas/deploy';
import type { HostStatus } from '../../../api/schemas/hosts';
import { isDeploymentRunning } from '../../../rules/runner-log';
import { deployKeys } from '../../../data/deploy/keys';
import { hostKeys } from '../../../data/hosts/keys';
import { reloadsAfterDeploy, showsReadyHint } from '../../../rules/permissions';

interface Finished {
  deploymentId: number;
  /** The host's status as it was while the deployment ran. */
  hostStatus: HostStatus;
}

export interface DeploymentWatchInput {
  hostId: number;
  /** The newest deployment as the history listed it. */
  listed: Deployment | undefined;
  /** Its polled detail. */
  live: DeploymentDetail | undefined;
  hostStatus: HostStatus | undefined;
  onReload: () => void;
}

/**
 * Watches the latest deployment finish (host-area 4): on a starting host the page turns to the ready hint, on a moving
 * host it reloads; otherwise the history and host are fetched again. Returns whether the ready hint shows.
 */
export function useDeploymentWatch({ hostId, listed, live, hostStatus, onReload }: DeploymentWatchInput) {
  const queryClient = useQueryClient();
  const [finished, setFinished] = useState<Finished | null>(null);
  const [dismissedId, setDismissedId] = useState<number>();
  const hasJustFinished = listed !== undefined && isDeploymentRunning(listed.result) && live !== undefined && !isDeploymentRunning(live.result);
  // Adjusted while rendering (not in an effect): the status is the one known before anything is refetched.
  if (hasJustFinished && hostStatus !== undefined && finished?.deploymentId !== listed.id) setFinished({ deploymentId: listed.id, hostStatus });

  const reload = useEffectEvent(onReload);
  useEffect(() => {
    if (!finished) return;
    if (reloadsAfterDeploy(finished.hostStatus)) {
      reload();
      return;
    }
    void queryClient.invalidateQueries({ queryKey: deployKeys.deployments(hostId) });
    void queryClient.invalidateQueries({ queryKey: hostKeys.detail(hostId) });
  }, [finished, hostId, queryClient]);

  const showsHint = finished !== null && showsReadyHint(finished.hostStatus) && dismissedId !== finished.deploymentId;
  return { showsHint, dismissHint: () => setDismissedId(finished?.deploymentId) };
}
