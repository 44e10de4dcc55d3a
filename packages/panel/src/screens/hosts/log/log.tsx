import { useMemo } from 'react';
import { EmptyState, PageHeader, Skeleton } from '@hostdeck/ui';
import type { LogResult } from '../../../api/schemas/host-tools';
import { useT } from '../../../i18n/i18n-provider';
import type { RuleIssue } from '../../../rules/issues';
import { logFileName, type LogQuery } from '../../../rules/log-query';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { LogCodeNotice } from './log-code-notice';
import { logLines } from './log-lines';
import { LogProcesses } from './log-processes';
import { LogQueryForm } from './log-query-form';
import { LogView } from './log-view';

export interface LogScreenProps {
  /** The page's h1 (the host frame's title). */
  title: string;
  /** The host's domain: names the log, the download and the default subdomain. */
  domain: string;
  /** Which log, which subdomain, how many lines: the page's address. */
  query: LogQuery;
  /** Values of the address that could not be used and fell back to their default. */
  queryIssues?: readonly RuleIssue[];
  /** Valid new values for the address. */
  onQueryChange: (query: LogQuery) => void;
  /** The log call's state: loading, error (with retry) or content ('empty' is content here: the log says so itself). */
  status: ScreenStatus;
  result?: LogResult;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** Reads the log again (the server keeps writing it). */
  onRefresh: () => void;
  isRefreshing?: boolean;
}

const NO_ISSUES: readonly RuleIssue[] = [];

function LogSkeleton() {
  return (
    <div className="grid gap-2" aria-hidden>
      <Skeleton className="h-9 w-full sm:w-96" />
      <div className="grid gap-2 rounded-md bg-code p-4">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-4 bg-code-foreground/20" style={{ width: `${60 + ((index * 37) % 40)}%` }} />
        ))}
      </div>
    </div>
  );
}

function LogResultView({ result, domain, query, onRefresh, isRefreshing }: { result: LogResult; domain: string; query: LogQuery; onRefresh: () => void; isRefreshing: boolean }) {
  const { t } = useT('log');
  const lines = useMemo(() => logLines(result.stdout, result.stderr), [result.stdout, result.stderr]);
  const site = query.sub === '' ? domain : `${query.sub}.${domain}`;
  const processes = result.processes && Object.keys(result.processes).length > 0 ? result.processes : undefined;
  return (
    <div className="grid gap-4">
      <LogCodeNotice code={result.code} />
      {lines.length === 0 ? (
        <EmptyState title={t('output.empty')} />
      ) : (
        <LogView lines={lines} label={t('output.label', { log: t(`types.${query.type}`), site })} fileName={logFileName(domain, query)} onRefresh={onRefresh} isRefreshing={isRefreshing} />
      )}
      {processes && <LogProcesses processes={processes} />}
    </div>
  );
}

/**
 * The log viewer (host-area 2 Log): the log chosen by type, subdomain and line count, its output as inert coloured
 * text with search, copy, download and refresh, the empty-log text, and the running processes when there are some.
 */
export function LogScreen({ title, domain, query, queryIssues = NO_ISSUES, onQueryChange, status, result, onRetry, isRetrying, onRefresh, isRefreshing = false }: LogScreenProps) {
  const { t } = useT('log');
  return (
    <section aria-busy={status === 'loading'} className="grid min-w-0 gap-4">
      <PageHeader title={title} />
      <LogQueryForm query={query} queryIssues={queryIssues} domain={domain} onQueryChange={onQueryChange} />
      <ScreenState status={status} skeleton={<LogSkeleton />} errorMessage={t('fetchError')} onRetry={onRetry} isRetrying={isRetrying}>
        {result && <LogResultView result={result} domain={domain} query={query} onRefresh={onRefresh} isRefreshing={isRefreshing} />}
      </ScreenState>
    </section>
  );
}
