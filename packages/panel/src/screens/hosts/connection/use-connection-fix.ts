import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStartDeployment } from '../../../data/deploy/mutations';
import { deploymentListQuery } from '../../../data/deploy/queries';
import { usePanel } from '../../../data/panel-provider';
import type { ConnectionFix, ConnectionFixScript } from '../../../rules/connection-fixes';
import { DEPLOYMENT_POLL_MS } from '../../../rules/limits';
import { hostPath } from '../../../rules/paths';
import { isDeploymentRunning } from '../../../rules/runner-log';
import type { FixRun } from './fix-progress';

interface Started {
  fix: ConnectionFix;
  /** When the start call resolved: history read before it cannot hold the fix's deployment. */
  at: number;
}

/**
 * Runs a fix's script through the deploy call, then follows its deployment in the host's history (the newest entry
 * read after the start) every 4 s while it runs, and calls onFinished once when it has finished.
 */
export function useConnectionFix({ teamId, hostId, onFinished }: { teamId: number; hostId: number; onFinished: () => void }) {
  const { api, session } = usePanel();
  const start = useStartDeployment();
  const [started, setStarted] = useState<Started | null>(null);
  const list = useQuery({
    ...deploymentListQuery(api, { hostId }),
    enabled: started !== null,
    refetchInterval: (query) => {
      const newest = query.state.data?.[0];
      return newest === undefined || isDeploymentRunning(newest.result) ? DEPLOYMENT_POLL_MS : false;
    },
  });
  const deployment = started && list.dataUpdatedAt >= started.at ? list.data?.[0] : undefined;
  const isRunning = started !== null && (deployment === undefined || isDeploymentRunning(deployment.result));

  // Checks again once, when the fix's deployment reports it has finished.
  const reported = useRef<Started | null>(null);
  useEffect(() => {
    if (started && !isRunning && reported.current !== started) {
      reported.current = started;
      onFinished();
    }
  }, [started, isRunning, onFinished]);

  const run = async (script: ConnectionFixScript) => {
    // A failed start shows the mutation's one error toast and rejects, which keeps the confirmation open.
    await start.mutateAsync({ teamId, hostId, template: script.template });
    setStarted({ fix: script.fix, at: Date.now() });
  };

  const fixRun: FixRun | undefined = started
    ? { fix: started.fix, isRunning, output: deployment?.result, deployHref: hostPath(session.teamBase, 'runner', hostId) }
    : undefined;
  return { run, fixRun };
}
