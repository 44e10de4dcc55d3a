import { useId } from 'react';
import { RefreshCw } from 'lucide-react';
import { Badge, Button, Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { formatLatencyMs, sortLatencies, type EndpointLatency } from '../../../rules/server-latency';

/** A public server's latency, with its name when initdata gives one. */
export interface ServerLatency extends EndpointLatency {
  title?: string | null;
}

export interface ServerLatenciesProps {
  latencies: readonly ServerLatency[];
  /** Measures every endpoint again. */
  onRemeasure: () => void;
}

/** The latency from the browser to each public server (account-area 2, 7): in ms, fastest first, unreachable last. */
export function ServerLatencies({ latencies, onRemeasure }: ServerLatenciesProps) {
  const headingId = useId();
  const { t, i18n } = useT('server-detail');
  const sorted = sortLatencies(latencies);
  const isMeasuring = latencies.some((item) => item.result === 'measuring');
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Card>
        <CardHeader>
          <CardTitle id={headingId}>{t('latency.title')}</CardTitle>
          <CardDescription>{t('latency.description')}</CardDescription>
          <CardAction>
            <Button size="sm" variant="outline" onClick={onRemeasure} isLoading={isMeasuring}>
              <RefreshCw aria-hidden />
              {t('latency.remeasure')}
            </Button>
          </CardAction>
        </CardHeader>
        <CardContent>
          {sorted.length === 0 ? (
            <p className="text-muted-foreground">{t('latency.none')}</p>
          ) : (
            <ol aria-label={t('latency.list')} className="grid">
              {sorted.map((item) => (
                <li key={item.endpoint} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-border py-2 last:border-b-0">
                  <span className="grid min-w-0">
                    {item.title && <span className="font-medium [overflow-wrap:anywhere]">{item.title}</span>}
                    <bdi dir="ltr" className="text-sm break-all text-muted-foreground">
                      {item.endpoint}
                    </bdi>
                  </span>
                  <LatencyValue result={item.result} locale={i18n.language} />
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function LatencyValue({ result, locale }: { result: EndpointLatency['result']; locale: string }) {
  const { t } = useT('server-detail');
  if (result === 'measuring') return <span className="text-muted-foreground">{t('latency.measuring')}</span>;
  if (result === 'unreachable') return <Badge variant="destructive">{t('latency.unreachable')}</Badge>;
  return <span className="font-mono tabular-nums">{formatLatencyMs(result, locale)}</span>;
}
