import { Bar, BarChart as RechartsBarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { BarChartProps } from './bar-chart';

type BarChartImplProps = Pick<BarChartProps, 'data' | 'valueLabel'> & {
  formatValue: (value: number) => string;
  height: number;
};

const TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };

/** The Recharts part of BarChart, loaded lazily. */
export function BarChartImpl({ data, valueLabel, formatValue, height }: BarChartImplProps) {
  return (
    <div data-slot="bar-chart-plot" aria-hidden="true" className="w-full" style={{ height }}>
      <RechartsBarChart
        responsive
        data={data}
        style={{ width: '100%', height }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        // The data table beside the chart is the accessible version; a focusable hidden svg would trap focus.
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tick={TICK} tickLine={false} axisLine={{ stroke: 'var(--border)' }} minTickGap={12} />
        <YAxis tick={TICK} tickLine={false} axisLine={false} width="auto" tickFormatter={(value: number) => formatValue(value)} />
        <Tooltip
          cursor={{ fill: 'var(--muted)' }}
          formatter={(value) => formatValue(Number(value))}
          contentStyle={{
            backgroundColor: 'var(--popover)',
            borderColor: 'var(--border)',
            borderRadius: 'var(--radius)',
            color: 'var(--popover-foreground)',
          }}
          labelStyle={{ color: 'var(--popover-foreground)' }}
          itemStyle={{ color: 'var(--popover-foreground)' }}
        />
        <Bar dataKey="value" name={valueLabel} fill="var(--chart-1)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </RechartsBarChart>
    </div>
  );
}
