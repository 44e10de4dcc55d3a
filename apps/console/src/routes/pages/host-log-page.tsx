import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LogScreenContainer, logQueryValues, readLogQuery, type LogQuery } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';

/** /host/log/{hostId}?type=&sub=&n=: the website's logs; which log, subdomain and line count live in the query string. */
export function HostLogPage({ frame }: HostTabPageProps) {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const sub = params.get('sub');
  const n = params.get('n');
  const reading = useMemo(() => readLogQuery({ type, sub, n }), [type, sub, n]);
  const change = useCallback((query: LogQuery) => setParams(logQueryValues(query)), [setParams]);
  return <LogScreenContainer frame={frame} query={reading.query} queryIssues={reading.issues} onQueryChange={change} />;
}
