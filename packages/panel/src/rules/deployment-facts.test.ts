import { describe, expect, it } from 'vitest';
import { deploymentAuthor, deploymentSeconds, deploymentStartedAt, formatDuration, formatRelativeTime, relativeTimeParts, type DeploymentAuthor } from './deployment-facts';

const ESC = '\u001b';
const BANNER = 'DOM Cloud runner v1.4.260106 ref 13e0b21 in lestari.studio at 2026-11-01T09:00:00.000Z';
const FINISHED = `${BANNER}\n${ESC}[37m$> Applying features${ESC}[0m\n\n${ESC}[37m$> Execution Finished in 12.345s${ESC}[0m`;
const RUNNING = `Running deployment script... Please wait...\n${BANNER}\n${ESC}[37m$> Applying features${ESC}[0m`;

describe('deploymentAuthor', () => {
  it.each<[number | null, number, DeploymentAuthor]>([
    [null, 42, 'webhook'],
    [1, 42, 'administrator'],
    // The administrator's own runs read as the system's, not as 'you'.
    [1, 1, 'administrator'],
    [42, 42, 'you'],
    [43, 42, 'member'],
    [42, 1, 'member'],
  ])('run by %j, seen by %d: %s', (userId, viewerId, author) => {
    expect(deploymentAuthor(userId, viewerId)).toBe(author);
  });
});

describe('deploymentStartedAt', () => {
  it.each<[string, string | null]>([
    [FINISHED, '2026-11-01T09:00:00.000Z'],
    [RUNNING, '2026-11-01T09:00:00.000Z'],
    ['Running deployment script... Please wait...\n', null],
    ['', null],
    ['$> git pull\nAlready up to date.', null],
    ['DOM Cloud runner v1.4 in x.example at yesterday', null],
  ])('%j', (result, iso) => {
    expect(deploymentStartedAt(result)?.toISOString() ?? null).toBe(iso);
  });
});

describe('deploymentSeconds', () => {
  it.each<[string, string, string | null, number | undefined]>([
    ['the runner says, once finished', FINISHED, '2026-11-01 09:05:00', 12.345],
    ['running: banner to the last line', RUNNING, '2026-11-01 09:00:42', 42],
    ['finished without saying: banner to the last line', `${BANNER}\n$> git pull`, '2026-11-01 09:01:30', 90],
    ['no banner', 'Running deployment script... Please wait...\n', '2026-11-01 09:00:42', undefined],
    ['no updated_at', RUNNING, null, undefined],
    ['a last line before the start', RUNNING, '2026-11-01 08:59:00', undefined],
  ])('%s', (_name, result, updatedAt, seconds) => {
    expect(deploymentSeconds({ result, updated_at: updatedAt })).toBe(seconds);
  });
});

describe('formatDuration', () => {
  it.each<[number, string, string]>([
    [12.345, 'en', '12 sec'],
    [4.26, 'en', '4.3 sec'],
    [0, 'en', '0 sec'],
    [59.6, 'en', '1 min'],
    [72, 'en', '1 min, 12 sec'],
    [120, 'en', '2 min'],
    [3900, 'en', '1 hr, 5 min'],
    [7200, 'en', '2 hr'],
    [4.26, 'de', '4,3 Sek.'],
  ])('%d s in %s: %s', (seconds, locale, text) => {
    expect(formatDuration(seconds, locale)).toBe(text);
  });
});

describe('relativeTimeParts', () => {
  const now = Date.parse('2026-11-01T09:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000);

  it.each<[string, Date, number, Intl.RelativeTimeFormatUnit]>([
    ['just now', ago(5), 0, 'second'],
    ['a little ahead of this clock', ago(-5), 0, 'second'],
    ['seconds', ago(42), -42, 'second'],
    ['minutes', ago(5 * 60), -5, 'minute'],
    ['hours', ago(3 * 3600), -3, 'hour'],
    ['days', ago(2 * 86_400), -2, 'day'],
    ['months', ago(95 * 86_400), -3, 'month'],
    ['years', ago(597 * 86_400), -2, 'year'],
    ['the future', ago(-2 * 3600), 2, 'hour'],
  ])('%s', (_name, date, value, unit) => {
    expect(relativeTimeParts(date, now)).toEqual({ value, unit });
  });

  it('formats in the locale, and null for an unreadable date', () => {
    expect(formatRelativeTime('2026-10-30 09:00:00', now, 'en')).toBe('2 days ago');
    expect(formatRelativeTime('2026-11-01 08:59:58', now, 'en')).toBe('now');
    expect(formatRelativeTime('2026-10-31 09:00:00', now, 'de')).toBe('gestern');
    expect(formatRelativeTime(null, now)).toBeNull();
    expect(formatRelativeTime('soon', now)).toBeNull();
  });
});
