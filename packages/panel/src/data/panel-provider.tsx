import { createContext, use, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { PanelApi } from '../api/contract';
import { createPanelQueryClient } from './query-client';
import type { PanelSession } from './session';
import type { PanelLinkProps } from '../screens/common/link/panel-link';

export { AnchorLink, type PanelLinkProps } from '../screens/common/link/panel-link';

export interface NavigateOptions {
  replace?: boolean;
}

export interface PanelContextValue {
  api: PanelApi;
  session: PanelSession;
  /** The router's link component (or a plain anchor), so screens link without importing a router. */
  Link: ComponentType<PanelLinkProps>;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const PanelContext = createContext<PanelContextValue | null>(null);

export interface PanelProviderProps {
  api: PanelApi;
  session: PanelSession;
  linkComponent: ComponentType<PanelLinkProps>;
  navigate: (to: string, options?: NavigateOptions) => void;
  /** A client of the app's own; by default the provider makes one for its lifetime. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Gives containers the API, the session and a way to link and navigate, without a router or globals. */
export function PanelProvider({ api, session, linkComponent, navigate, queryClient, children }: PanelProviderProps) {
  const [ownClient] = useState(() => queryClient ?? createPanelQueryClient());
  const value = useMemo(() => ({ api, session, Link: linkComponent, navigate }), [api, session, linkComponent, navigate]);
  return (
    <QueryClientProvider client={queryClient ?? ownClient}>
      <PanelContext value={value}>{children}</PanelContext>
    </QueryClientProvider>
  );
}

export function usePanel(): PanelContextValue {
  const value = use(PanelContext);
  if (!value) throw new Error('usePanel must be used inside <PanelProvider>');
  return value;
}

/**
 * An adapter made of only the methods an app implements, e.g. the four the host list calls (listHosts, getTeam,
 * getInitData, recountHosts): a call to any other method rejects with an error naming it, so embedding one screen does
 * not take the whole contract.
 */
export function partialPanelApi(methods: Partial<PanelApi>): PanelApi {
  const missing = (name: string) => () => Promise.reject(new Error(`This PanelApi adapter does not implement ${name}`));
  return new Proxy(methods, {
    get(target, property, receiver) {
      // `then` stays undefined so the adapter is never mistaken for a promise.
      if (typeof property !== 'string' || property === 'then' || property in target) return Reflect.get(target, property, receiver) as unknown;
      return missing(property);
    },
  }) as PanelApi;
}
