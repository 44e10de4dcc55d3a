/*
 * The latency to each public server endpoint (account-area 2, 7): measured in the browser, shown in milliseconds,
 * fastest first; an endpoint still being measured follows the measured ones and an unreachable one comes last.
 */

/** A measurement in milliseconds, or where it stands. */
export type LatencyResult = number | 'measuring' | 'unreachable';

export interface EndpointLatency {
  /** The server's endpoint, e.g. 'sgp.domcloud.co'. */
  endpoint: string;
  result: LatencyResult;
}

const rank = (result: LatencyResult) => (typeof result === 'number' ? 0 : result === 'measuring' ? 1 : 2);

/** Fastest first, then those still measuring, then the unreachable; equal ones by endpoint. A new array. */
export function sortLatencies<T extends EndpointLatency>(latencies: readonly T[]): T[] {
  return [...latencies].sort((a, b) => {
    const byRank = rank(a.result) - rank(b.result);
    if (byRank !== 0) return byRank;
    if (typeof a.result === 'number' && typeof b.result === 'number' && a.result !== b.result) return a.result - b.result;
    return a.endpoint.localeCompare(b.endpoint);
  });
}

/** Whole milliseconds in the reader's language ('42 ms'); a measurement is never shown below 1 ms. */
export function formatLatencyMs(ms: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond', unitDisplay: 'short', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(ms)));
}
