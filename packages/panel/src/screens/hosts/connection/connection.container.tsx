import { useMemo } from 'react';
import { useConnectionCheck } from '../../../data/host-tools/queries';
import { usePanel } from '../../../data/panel-provider';
import { useInitData } from '../../../data/session/queries';
import { diagnoseConnection } from '../../../rules/connection-diagnosis';
import { combineQueries } from '../../common/screen-state';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { ConnectionScreen } from './connection';
import { useConnectionFix } from './use-connection-fix';

export interface ConnectionScreenContainerProps {
  frame: HostFrameValue;
}

/** The connection page inside the host frame: the check, its diagnosis, and fixes run through the deploy call. */
export function ConnectionScreenContainer({ frame }: ConnectionScreenContainerProps) {
  const { Link } = usePanel();
  const { teamId, hostId, host, server } = frame;
  const check = useConnectionCheck({ teamId, hostId });
  const init = useInitData();
  const state = combineQueries({ check, init });
  const fix = useConnectionFix({ teamId, hostId, onFinished: () => void check.refetch() });
  const result = state.data?.check;
  const nameservers = state.data?.init.config.nameservers;
  const diagnosis = useMemo(
    () => (result && nameservers ? diagnoseConnection({ result, domain: host.domain, server, nameservers }) : undefined),
    [result, nameservers, host.domain, server],
  );

  return (
    <ConnectionScreen
      title={frame.title}
      domain={host.domain}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      result={result}
      diagnosis={diagnosis}
      onRecheck={() => void check.refetch()}
      isChecking={check.isFetching && state.status === 'content'}
      onFix={frame.gate === 'allowed' ? fix.run : undefined}
      fixRun={fix.fixRun}
      linkComponent={Link}
    />
  );
}
