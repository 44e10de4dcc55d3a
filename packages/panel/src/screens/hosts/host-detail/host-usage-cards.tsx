import { useMemo } from 'react';
import { BarChart, Card, CardContent, CardHeader, CardTitle, UsageMeter, type MeterThresholds } from '@hostdeck/ui';
import type { HostStats } from '../../../api/schemas/hosts';
import type { Plan } from '../../../api/schemas/session';
import { useT } from '../../../i18n/i18n-provider';
import { formatBytes } from '../../../rules/format';
import { bandwidthDays, formatMonthDay, hostBandwidthUsage, hostStorageUsage } from '../../../rules/host-usage';
import type { MeterTone } from '../../../rules/usage';

export type HostUsagePlan = Pick<Plan, 'alias' | 'storage' | 'network'>;

export interface HostUsageCardsProps {
  stats: HostStats;
  /** The team's plan: its storage and monthly network are the bars' totals; without it the bars are left out. */
  plan: HostUsagePlan | undefined;
}

/** The usage rules decide each tone; these thresholds make the primitive show exactly that tone. */
const TONE_THRESHOLDS: Readonly<Record<MeterTone, MeterThresholds>> = { normal: {}, warning: { warning: 0 }, error: { error: 0 } };

interface Bar {
  id: string;
  label: string;
  value: number;
  tone: MeterTone;
}

function Bars({ bars, total }: { bars: readonly Bar[]; total: number }) {
  const { t, i18n } = useT('host-detail');
  const bytes = (value: number) => formatBytes(value, i18n.language);
  return (
    <div className="grid gap-4">
      {bars.map(({ id, label, value, tone }) => {
        const reading = t('usage.of', { amount: bytes(value), total: bytes(total) });
        return <UsageMeter key={id} data-meter={id} label={label} value={value} max={total} valueText={tone === 'error' ? t('usage.over', { reading }) : reading} thresholds={TONE_THRESHOLDS[tone]} />;
      })}
    </div>
  );
}

/**
 * Storage (total used, files, databases, free) and this month's data transfer (used, remaining) against the plan,
 * in binary units (host-area 9), and the data transferred each day as a bar chart.
 */
export function HostUsageCards({ stats, plan }: HostUsageCardsProps) {
  const { t, i18n } = useT('host-detail');
  const locale = i18n.language;
  const chart = useMemo(() => bandwidthDays(stats.bandwidths).map(({ day, bytes }) => ({ label: formatMonthDay(day, locale), value: bytes })), [stats.bandwidths, locale]);
  const storage = plan && hostStorageUsage(stats, plan);
  const bandwidth = plan && hostBandwidthUsage(stats, plan);
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <p className="text-sm text-muted-foreground lg:col-span-2">
        {storage && bandwidth && plan ? t('usage.plan', { plan: plan.alias, storage: formatBytes(storage.total, locale), network: formatBytes(bandwidth.total, locale) }) : t('usage.planUnknown')}
      </p>
      {storage && (
        <Card data-usage="storage">
          <CardHeader>
            <CardTitle as="h3">{t('storage.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <Bars
              total={storage.total}
              bars={[
                { id: 'total', label: t('storage.total'), value: storage.used, tone: storage.tone },
                { id: 'files', label: t('storage.files'), value: storage.files, tone: 'normal' },
                { id: 'databases', label: t('storage.databases'), value: storage.databases, tone: 'normal' },
                { id: 'free', label: t('storage.free'), value: storage.free, tone: storage.tone },
              ]}
            />
          </CardContent>
        </Card>
      )}
      <Card data-usage="bandwidth" className="min-w-0">
        <CardHeader>
          <CardTitle as="h3">{t('bandwidth.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid min-w-0 gap-5">
          {bandwidth && (
            <Bars
              total={bandwidth.total}
              bars={[
                { id: 'used', label: t('bandwidth.used'), value: bandwidth.used, tone: bandwidth.tone },
                { id: 'remaining', label: t('bandwidth.remaining'), value: bandwidth.remaining, tone: bandwidth.tone },
              ]}
            />
          )}
          <BarChart data={chart} label={t('bandwidth.chart')} valueLabel={t('bandwidth.chartValue')} formatValue={(value) => formatBytes(value, locale, 1)} height={200} />
        </CardContent>
      </Card>
    </div>
  );
}
