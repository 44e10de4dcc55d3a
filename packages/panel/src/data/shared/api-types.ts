import type { PanelApi } from '../../api/contract';

/** The first argument of a contract method: the variables of its query or mutation. */
export type ParamsOf<K extends keyof PanelApi> = Parameters<PanelApi[K]>[0];

/** What a contract method resolves with. */
export type ResultOf<K extends keyof PanelApi> = Awaited<ReturnType<PanelApi[K]>>;

/** What a screen may still decide about a read: e.g. wait until a typed value is valid. */
export interface QueryToggles {
  enabled?: boolean;
}
