import { Bar, BarChart as RechartsBarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { documentDir } from '../lib/direction';
import type { BarChartProps } from './bar-chart';

type BarChartImplProps = Pick<BarChartProps, 'data' | 'valueLabel'> & {
  formatValue: (value: number) => string;
  height: number;
};

const TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };

/**
 * The Recharts part of BarChart, loaded lazily. Right to left, the chart is mirrored (the first bar on the right, the
 * value axis on the right); the svg itself is laid out left to right, so its labels anchor where the axes put them.
 */
export function BarChartImpl({ data, valueLabel, formatValue, height }: BarChartImplProps) {
  const isRtl = documentDir() === 'rtl';
  return (
    <div data-slot="bar-chart-plot" aria-hidden="true" dir="ltr" className="w-full" style={{ height }}>
      <RechartsBarChart
        responsive
        data={data}
        style={{ width: '100%', height }}
        margin={{ top: 8, right: isRtl ? 0 : 8, bottom: 0, left: isRtl ? 8 : 0 }}
        // The data table beside the chart is the accessible version; a focusable hidden svg would trap focus.
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" reversed={isRtl} tick={TICK} tickLine={false} axisLine={{ stroke: 'var(--border)' }} minTickGap={12} />
        <YAxis orientation={isRtl ? 'right' : 'left'} tick={TICK} tickLine={false} axisLine={false} width="auto" tickFormatter={(value: number) => formatValue(value)} />
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
