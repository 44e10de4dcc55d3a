import type { PanelApi } from '../../api/contract';

/**
 * A PanelApi holding only the methods a test gives (vi.fn mocks); calling any other one fails loudly with a
 * TypeError. The casts of the data tests live here.
 */
export function fakeApi(methods: Partial<PanelApi>): PanelApi {
  return methods as PanelApi;
}

/** A PanelApi with one method, named at run time (table tests). */
export function fakeApiWith(method: keyof PanelApi, implementation: unknown): PanelApi {
  const methods: Partial<Record<keyof PanelApi, unknown>> = { [method]: implementation };
  return methods as PanelApi;
}
