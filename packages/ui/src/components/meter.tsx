import { useId, type ComponentProps } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { meterPercent, meterTone, type MeterDirection, type MeterThresholds } from './meter-tone';

export const meterBarVariants = cva('h-full rounded-full transition-[width] motion-reduce:transition-none', {
  variants: {
    tone: {
      normal: 'bg-primary',
      warning: 'bg-warning',
      error: 'bg-destructive',
    },
  },
  defaultVariants: { tone: 'normal' },
});

export interface UsageMeterProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** What is measured, for example "Disk space"; also the meter's accessible name. */
  label: string;
  /** The current amount, in the same unit as max. */
  value: number;
  /** The quota or the full length of the scale. */
  max: number;
  /** The formatted reading shown and announced, for example "1.2 GB of 5 GB". */
  valueText: string;
  /** Fractions of max where the bar turns to warning and error; without them it stays normal. */
  thresholds?: MeterThresholds;
  /** Whether a high value (a full disk) or a low value (days until expiry) is the problem. */
  direction?: MeterDirection;
}

/** A labelled bar showing how much of a quota or a period is used, coloured by how urgent it is. */
export function UsageMeter({
  label,
  value,
  max,
  valueText,
  thresholds = {},
  direction = 'high-is-bad',
  className,
  ...props
}: UsageMeterProps) {
  const labelId = useId();
  const tone = meterTone(value, max, thresholds, direction);
  const safeMax = Number.isFinite(max) && max > 0 ? max : 0;
  const safeValue = Number.isFinite(value) ? Math.min(safeMax, Math.max(0, value)) : 0;
  return (
    <div data-slot="meter" data-tone={tone} className={cn('grid gap-1.5', className)} {...props}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span id={labelId} data-slot="meter-label" className="font-medium">
          {label}
        </span>
        <span data-slot="meter-value" className={cn('text-muted-foreground', tone === 'error' && 'text-destructive')}>
          {valueText}
        </span>
      </div>
      <div
        data-slot="meter-track"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={safeValue}
        aria-valuetext={valueText}
        data-tone={tone}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          data-slot="meter-bar"
          className={meterBarVariants({ tone })}
          style={{ width: `${meterPercent(value, max)}%` }}
        />
      </div>
    </div>
  );
}
