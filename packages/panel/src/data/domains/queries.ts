import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { usePanel } from '../panel-provider';
import type { ParamsOf, QueryToggles } from '../shared/api-types';
import { domainKeys } from './keys';

export type DomainListVars = ParamsOf<'listDomains'>;
export type DomainVars = ParamsOf<'getDomain'>;
export type DomainCheckVars = ParamsOf<'checkDomain'>;

export const domainListQuery = (api: PanelApi, vars: DomainListVars) =>
  queryOptions({ queryKey: domainKeys.list(vars.teamId), queryFn: ({ signal }) => api.listDomains(vars, { signal }) });

export const domainQuery = (api: PanelApi, vars: DomainVars) =>
  queryOptions({ queryKey: domainKeys.detail(vars.domainId), queryFn: ({ signal }) => api.getDomain(vars, { signal }) });

/** Availability of a name: asked anew each time (enable it only for a valid, debounced name). */
export const domainCheckQuery = (api: PanelApi, vars: DomainCheckVars) =>
  queryOptions({ queryKey: domainKeys.check(vars.name, vars.scheme), queryFn: ({ signal }) => api.checkDomain(vars, { signal }), staleTime: 0 });

export function useDomainList(vars: DomainListVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...domainListQuery(api, vars), ...toggles });
}

export function useDomain(vars: DomainVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...domainQuery(api, vars), ...toggles });
}

export function useDomainCheck(vars: DomainCheckVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...domainCheckQuery(api, vars), ...toggles });
}
