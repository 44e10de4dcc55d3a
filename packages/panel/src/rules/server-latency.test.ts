import { describe, expect, it } from 'vitest';
import { formatLatencyMs, sortLatencies, type EndpointLatency } from './server-latency';

const at = (endpoint: string, result: EndpointLatency['result']): EndpointLatency => ({ endpoint, result });

describe('latencies are shown fastest first (account-area 2)', () => {
  it.each<[string, EndpointLatency[], string[]]>([
    ['by milliseconds', [at('a', 120), at('b', 8), at('c', 45)], ['b', 'c', 'a']],
    ['measuring after measured', [at('a', 'measuring'), at('b', 300)], ['b', 'a']],
    ['unreachable last', [at('a', 'unreachable'), at('b', 'measuring'), at('c', 900)], ['c', 'b', 'a']],
    ['equal times by endpoint', [at('z', 10), at('m', 10)], ['m', 'z']],
    ['unreachable ones by endpoint', [at('z', 'unreachable'), at('m', 'unreachable')], ['m', 'z']],
    ['nothing', [], []],
  ])('%s', (_case, latencies, order) => {
    const before = [...latencies];
    expect(sortLatencies(latencies).map((item) => item.endpoint)).toEqual(order);
    expect(latencies).toEqual(before);
  });
});

describe('a latency reads as whole milliseconds', () => {
  it.each<[number, string, string]>([
    [42.4, 'en', '42 ms'],
    [42.5, 'en', '43 ms'],
    [0.2, 'en', '1 ms'],
    [1234, 'en', '1,234 ms'],
    [1234, 'de', '1.234 ms'],
  ])('%s in %s', (ms, locale, text) => {
    expect(formatLatencyMs(ms, locale)).toBe(text);
  });
});
