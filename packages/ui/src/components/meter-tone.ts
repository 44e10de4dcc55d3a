export type MeterTone = 'normal' | 'warning' | 'error';

/** Which end of the scale is the problem: a full disk, or a certificate with few days left. */
export type MeterDirection = 'high-is-bad' | 'low-is-bad';

/** Fractions of max at which the meter turns to warning and error; either may be left out. */
export interface MeterThresholds {
  warning?: number;
  error?: number;
}

/**
 * The tone of a meter. Reaching a threshold exactly counts: with high-is-bad the tone applies from the threshold up,
 * with low-is-bad from the threshold down. An unknown value, or a max that is 0, negative or infinite (hosting
 * APIs say "unlimited" with 0), is never alarming, so it is normal.
 */
export function meterTone(
  value: number,
  max: number,
  thresholds: MeterThresholds,
  direction: MeterDirection,
): MeterTone {
  if (Number.isNaN(value) || !isUsableMax(max)) return 'normal';
  const fraction = value / max;
  if (reaches(fraction, thresholds.error, direction)) return 'error';
  if (reaches(fraction, thresholds.warning, direction)) return 'warning';
  return 'normal';
}

function reaches(fraction: number, threshold: number | undefined, direction: MeterDirection): boolean {
  if (threshold === undefined || Number.isNaN(threshold)) return false;
  return direction === 'high-is-bad' ? fraction >= threshold : fraction <= threshold;
}

/** How much of the bar is filled, 0 to 100; out-of-range and unknown values are clamped. */
export function meterPercent(value: number, max: number): number {
  if (Number.isNaN(value) || !isUsableMax(max)) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}

function isUsableMax(max: number): boolean {
  return Number.isFinite(max) && max > 0;
}
