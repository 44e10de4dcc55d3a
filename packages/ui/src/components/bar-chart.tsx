import { lazy, Suspense, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../i18n/ui-strings-provider';

export interface BarChartDatum {
  label: string;
  value: number;
}

export interface BarChartProps extends Omit<ComponentProps<'figure'>, 'children'> {
  /** One bar per entry, in order. */
  data: BarChartDatum[];
  /** Name of the series, shown in the tooltip and as the value column of the data table. */
  valueLabel: string;
  /** Turns a value into display text, for example "12.4 GB". */
  formatValue?: (value: number) => string;
  /** Accessible name of the figure and caption of its data table. */
  label: string;
  /** Height of the plot in pixels. */
  height?: number;
}

// Recharts is large, so it is its own chunk and loads only when a chart is shown.
const BarChartImpl = lazy(() => import('./bar-chart-impl').then((module) => ({ default: module.BarChartImpl })));

const formatNumber = (value: number) => value.toLocaleString();

/** A bar chart of one series; screen readers get the same numbers as a table. */
export function BarChart({ data, valueLabel, formatValue = formatNumber, label, height = 240, className, ...props }: BarChartProps) {
  const t = useUiStrings();
  const isEmpty = data.length === 0;
  return (
    <figure data-slot="bar-chart" aria-label={label} className={cn('m-0 w-full', className)} {...props}>
      {isEmpty ? (
        <div
          data-slot="bar-chart-empty"
          className="flex items-center justify-center rounded-md border border-dashed border-input text-sm text-muted-foreground"
          style={{ height }}
        >
          {t('noData')}
        </div>
      ) : (
        <Suspense
          fallback={
            <div data-slot="bar-chart-loading" role="status" className="animate-pulse rounded-md bg-muted motion-reduce:animate-none" style={{ height }}>
              <span className="sr-only">{t('loading')}</span>
            </div>
          }
        >
          <BarChartImpl data={data} valueLabel={valueLabel} formatValue={formatValue} height={height} />
        </Suspense>
      )}
      {!isEmpty && (
        // The plot is hidden from assistive technology; this table carries the same numbers.
        <table data-slot="bar-chart-table" className="sr-only">
          <caption>{label}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum, index) => (
              <tr key={index}>
                <th scope="row">{datum.label}</th>
                <td>{formatValue(datum.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
