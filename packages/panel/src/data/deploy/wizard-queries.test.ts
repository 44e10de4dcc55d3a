import { describe, expect, it } from 'vitest';
import type { CallOptions } from '../../api/contract/call-options';
import { fakeApi } from '../testing/fake-api';
import { fetchQueryOnce } from '../testing/query-harness';
import { serverLatencyQuery } from './wizard-queries';

/** A server that answers only when the call is aborted (by rejecting), as a request to an unreachable host would. */
const silentServer = (_params: { endpoint: string }, options?: CallOptions) =>
  new Promise<number>((_, reject) => {
    options?.signal?.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });

describe('serverLatencyQuery', () => {
  it('fails a measurement the server has not answered within timeoutMs', async () => {
    const api = fakeApi({ measureServerLatency: silentServer });
    await expect(fetchQueryOnce(serverLatencyQuery(api, { endpoint: 'osk.example' }, { timeoutMs: 20 }))).rejects.toThrow('aborted');
  });

  it('passes an answer within timeoutMs through', async () => {
    const api = fakeApi({ measureServerLatency: () => Promise.resolve(42) });
    const query = await fetchQueryOnce(serverLatencyQuery(api, { endpoint: 'sgp.example' }, { timeoutMs: 1000 }));
    expect(query.state.data).toBe(42);
  });
});
