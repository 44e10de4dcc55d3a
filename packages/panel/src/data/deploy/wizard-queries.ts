import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { usePanel } from '../panel-provider';
import type { ParamsOf, QueryToggles } from '../shared/api-types';
import { deployKeys } from './keys';

export type RepositorySearchVars = ParamsOf<'searchRepositories'>;
export type RepoCheckVars = ParamsOf<'checkRepo'>;
export type RecipeTemplateVars = ParamsOf<'getRecipeTemplate'>;
export type TemplateFromVars = ParamsOf<'getTemplateFrom'>;
export type DomainLookupVars = ParamsOf<'lookupDomainA'>;
export type LatencyVars = ParamsOf<'measureServerLatency'>;

/** The linked account's repositories (the picker of the custom step). */
export const repositorySearchQuery = (api: PanelApi, vars: RepositorySearchVars) =>
  queryOptions({ queryKey: deployKeys.repositories(vars.query, vars.owner), queryFn: ({ signal }) => api.searchRepositories(vars, { signal }) });

export const repoCheckQuery = (api: PanelApi, vars: RepoCheckVars) =>
  queryOptions({ queryKey: deployKeys.repoCheck(vars.url), queryFn: ({ signal }) => api.checkRepo(vars, { signal }) });

/** The remote recipe index and files do not change while the console is open. */
export const recipeIndexQuery = (api: PanelApi) =>
  queryOptions({ queryKey: deployKeys.recipeIndex(), queryFn: ({ signal }) => api.getRecipeIndex({ signal }), staleTime: Infinity });

export const recipeTemplateQuery = (api: PanelApi, vars: RecipeTemplateVars) =>
  queryOptions({
    queryKey: deployKeys.recipeTemplate(vars.file, vars.relativeUrl),
    queryFn: ({ signal }) => api.getRecipeTemplate(vars, { signal }),
    staleTime: Infinity,
  });

/** The template named by the wizard's ?from= parameter. */
export const templateFromQuery = (api: PanelApi, vars: TemplateFromVars) =>
  queryOptions({ queryKey: deployKeys.templateFrom(vars.from, vars.relativeUrl), queryFn: ({ signal }) => api.getTemplateFrom(vars, { signal }) });

/** The order form's domain check: the A record as public DNS sees it now, so never taken from the cache. */
export const domainLookupQuery = (api: PanelApi, vars: DomainLookupVars) =>
  queryOptions({ queryKey: deployKeys.domainA(vars.domain), queryFn: ({ signal }) => api.lookupDomainA(vars, { signal }), staleTime: 0 });

export interface LatencyOptions {
  /** A server that has not answered after this many ms fails the measurement (an unreachable one may never answer). */
  timeoutMs?: number;
}

/** A server's round trip (the order form's server choice, the server page's latencies); measured anew each time it is shown. */
export const serverLatencyQuery = (api: PanelApi, vars: LatencyVars, { timeoutMs }: LatencyOptions = {}) =>
  queryOptions({
    queryKey: deployKeys.latency(vars.endpoint),
    queryFn: ({ signal }) => api.measureServerLatency(vars, { signal: timeoutMs === undefined ? signal : AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) }),
    staleTime: 0,
  });

export function useRepositorySearch(vars: RepositorySearchVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...repositorySearchQuery(api, vars), ...toggles });
}

export function useRepoCheck(vars: RepoCheckVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...repoCheckQuery(api, vars), ...toggles });
}

export function useRecipeIndex(toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...recipeIndexQuery(api), ...toggles });
}

export function useRecipeTemplate(vars: RecipeTemplateVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...recipeTemplateQuery(api, vars), ...toggles });
}

export function useTemplateFrom(vars: TemplateFromVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...templateFromQuery(api, vars), ...toggles });
}

export function useDomainLookup(vars: DomainLookupVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...domainLookupQuery(api, vars), ...toggles });
}

export function useServerLatency(vars: LatencyVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...serverLatencyQuery(api, vars), ...toggles });
}
