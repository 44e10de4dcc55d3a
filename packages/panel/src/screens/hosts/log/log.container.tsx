import { useHostLog } from '../../../data/host-tools/queries';
import type { RuleIssue } from '../../../rules/issues';
import type { LogQuery } from '../../../rules/log-query';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { LogScreen } from './log';

export interface LogScreenContainerProps {
  /** The host page frame's value: the host, its team and the page title. */
  frame: HostFrameValue;
  /** The page's address as read by `readLogQuery` (rules/log-query). */
  query: LogQuery;
  /** What `readLogQuery` could not use in the address, said beside the default used instead. */
  queryIssues?: readonly RuleIssue[];
  /** New values for the address (`logQueryValues` gives its query values, defaults dropped). */
  onQueryChange: (query: LogQuery) => void;
}

/** The log page wired to the log call: read anew for every type, subdomain and line count, and on refresh. */
export function LogScreenContainer({ frame, query, queryIssues, onQueryChange }: LogScreenContainerProps) {
  const log = useHostLog({ teamId: frame.teamId, hostId: frame.hostId, type: query.type, sub: query.sub === '' ? undefined : query.sub, lines: query.n });
  const state = combineQueries({ log });
  return (
    <LogScreen
      title={frame.title}
      domain={frame.host.domain}
      query={query}
      queryIssues={queryIssues}
      onQueryChange={onQueryChange}
      status={state.status}
      result={log.data}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      onRefresh={() => void log.refetch()}
      isRefreshing={log.isFetching && !log.isPending}
    />
  );
}
