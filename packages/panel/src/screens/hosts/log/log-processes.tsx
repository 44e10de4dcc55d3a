import { useT } from '../../../i18n/i18n-provider';

export interface LogProcessesProps {
  /** App root (as passenger-status names it) to the PIDs running it (backend-formats 5.1). */
  processes: Readonly<Record<string, readonly number[]>>;
}

/** The running processes list that comes with the passenger log. */
export function LogProcesses({ processes }: LogProcessesProps) {
  const { t } = useT('log');
  const entries = Object.entries(processes);
  return (
    <section aria-labelledby="log-processes-title" className="grid gap-2">
      <h2 id="log-processes-title" className="text-lg font-semibold">
        {t('processes.title')}
      </h2>
      <dl className="grid gap-2 rounded-md border border-border p-3 text-sm">
        {entries.map(([root, pids]) => (
          <div key={root} className="grid gap-0.5 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
            <dt className="min-w-0">
              <span className="sr-only">{t('processes.root')}: </span>
              <code dir="ltr" className="font-mono break-all">
                {root}
              </code>
            </dt>
            <dd className="text-muted-foreground">
              <span className="sr-only">{t('processes.pids')}: </span>
              <span dir="ltr" className="font-mono tabular-nums">
                {pids.join(', ')}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
