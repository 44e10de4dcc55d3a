import { describe, expect, it } from 'vitest';
import { meterPercent, meterTone, type MeterDirection, type MeterThresholds, type MeterTone } from './meter-tone';

const usage: MeterThresholds = { warning: 0.8, error: 1 };
const expiry: MeterThresholds = { warning: 7 / 90, error: 0 };

describe('meterTone, high is bad', () => {
  it.each<[number, number, MeterThresholds, MeterTone]>([
    [0, 100, usage, 'normal'],
    [79.9, 100, usage, 'normal'],
    [80, 100, usage, 'warning'],
    [99.99, 100, usage, 'warning'],
    [100, 100, usage, 'error'],
    [150, 100, usage, 'error'],
    [Infinity, 100, usage, 'error'],
    [-5, 100, usage, 'normal'],
    [-Infinity, 100, usage, 'normal'],
    [4, 5, usage, 'warning'],
    [0.5, 1, { warning: 0.5 }, 'warning'],
    [1, 1, { warning: 0.5 }, 'warning'],
    [0.5, 1, { error: 0.5 }, 'error'],
    [0.49, 1, { error: 0.5 }, 'normal'],
    [100, 100, {}, 'normal'],
    [95, 100, { warning: 0.9, error: 0.9 }, 'error'],
    [95, 100, { warning: 0.95, error: 0.8 }, 'error'],
    [50, 100, { warning: 0, error: 1 }, 'warning'],
    [0, 100, { warning: 0 }, 'warning'],
  ])('%d of %d with %j is %s', (value, max, thresholds, tone) => {
    expect(meterTone(value, max, thresholds, 'high-is-bad')).toBe(tone);
  });
});

describe('meterTone, low is bad', () => {
  it.each<[number, number, MeterThresholds, MeterTone]>([
    [90, 90, expiry, 'normal'],
    [30, 90, expiry, 'normal'],
    [8, 90, expiry, 'normal'],
    [7, 90, expiry, 'warning'],
    [1, 90, expiry, 'warning'],
    [0, 90, expiry, 'error'],
    [-3, 90, expiry, 'error'],
    [-Infinity, 90, expiry, 'error'],
    [200, 90, expiry, 'normal'],
    [25, 100, { warning: 0.25 }, 'warning'],
    [26, 100, { warning: 0.25 }, 'normal'],
    [10, 100, { error: 0.1 }, 'error'],
    [11, 100, { error: 0.1 }, 'normal'],
    [0, 100, {}, 'normal'],
    [-1, 100, {}, 'normal'],
  ])('%d of %d with %j is %s', (value, max, thresholds, tone) => {
    expect(meterTone(value, max, thresholds, 'low-is-bad')).toBe(tone);
  });
});

describe('meterTone, unusable input is never alarming', () => {
  it.each<[string, number, number, MeterThresholds, MeterDirection]>([
    ['NaN value, high is bad', NaN, 100, usage, 'high-is-bad'],
    ['NaN value, low is bad', NaN, 90, expiry, 'low-is-bad'],
    ['NaN max', 50, NaN, usage, 'high-is-bad'],
    ['max 0 and value 0', 0, 0, usage, 'high-is-bad'],
    ['max 0 (unlimited) and a value', 5, 0, usage, 'high-is-bad'],
    ['max 0, low is bad', 0, 0, expiry, 'low-is-bad'],
    ['negative max', 5, -10, usage, 'high-is-bad'],
    ['NaN thresholds', 100, 100, { warning: NaN, error: NaN }, 'high-is-bad'],
    ['NaN thresholds, low is bad', 0, 100, { warning: NaN, error: NaN }, 'low-is-bad'],
    ['infinite max', 1e12, Infinity, usage, 'high-is-bad'],
    ['infinite max, low is bad', 0, Infinity, expiry, 'low-is-bad'],
  ])('%s is normal', (_name, value, max, thresholds, direction) => {
    expect(meterTone(value, max, thresholds, direction)).toBe('normal');
  });
});

describe('meterPercent', () => {
  it.each<[number, number, number]>([
    [0, 100, 0],
    [25, 100, 25],
    [1.2, 5, 24],
    [100, 100, 100],
    [150, 100, 100],
    [-10, 100, 0],
    [Infinity, 100, 100],
    [-Infinity, 100, 0],
    [NaN, 100, 0],
    [50, 0, 0],
    [0, 0, 0],
    [50, -1, 0],
    [50, NaN, 0],
    [50, Infinity, 0],
  ])('%d of %d fills %d%%', (value, max, percent) => {
    expect(meterPercent(value, max)).toBeCloseTo(percent, 10);
  });
});
