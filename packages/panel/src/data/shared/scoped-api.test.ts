import { describe, expect, it, vi } from 'vitest';
import type { CallOptions } from '../../api/contract/call-options';
import { fakeApi } from '../testing/fake-api';
import { scopeApi } from './scoped-api';

describe('scopeApi', () => {
  it('gives every call the scope signal, after its parameters or first when it has none', async () => {
    const renameHost = vi.fn<(params: unknown, options?: CallOptions) => Promise<{ message: string }>>(() => Promise.resolve({ message: 'ok' }));
    const getInitData = vi.fn<(options?: CallOptions) => Promise<never>>(() => Promise.reject(new Error('not needed')));
    const life = new AbortController();
    const api = scopeApi(fakeApi({ renameHost, getInitData }), () => life.signal);
    await api.renameHost({ teamId: 1, hostId: 2, username: 'blog' });
    await api.getInitData().catch(() => undefined);
    expect(renameHost.mock.calls[0]?.[1]?.signal).toBe(life.signal);
    expect(getInitData.mock.calls[0]?.[0]?.signal).toBe(life.signal);
  });

  it("keeps a call's own signal: either one aborts it", () => {
    const uploadRepo = vi.fn<(params: unknown, options?: CallOptions) => Promise<{ path: string }>>(() => Promise.resolve({ path: '/tmp/x' }));
    const life = new AbortController();
    const own = new AbortController();
    void scopeApi(fakeApi({ uploadRepo }), () => life.signal).uploadRepo({ zip: new Blob() }, { signal: own.signal });
    const joined = uploadRepo.mock.calls[0]?.[1]?.signal;
    expect(joined?.aborted).toBe(false);
    own.abort();
    expect(joined?.aborted).toBe(true);

    const second = new AbortController();
    void scopeApi(fakeApi({ uploadRepo }), () => second.signal).uploadRepo({ zip: new Blob() }, { signal: new AbortController().signal });
    second.abort();
    expect(uploadRepo.mock.calls[1]?.[1]?.signal?.aborted).toBe(true);
  });

  it('passes calls through untouched before the scope has a signal', async () => {
    const renameHost = vi.fn<(...args: unknown[]) => Promise<{ message: string }>>(() => Promise.resolve({ message: 'ok' }));
    await scopeApi(fakeApi({ renameHost }), () => undefined).renameHost({ teamId: 1, hostId: 2, username: 'blog' });
    expect(renameHost.mock.calls[0]).toEqual([{ teamId: 1, hostId: 2, username: 'blog' }]);
  });
});
