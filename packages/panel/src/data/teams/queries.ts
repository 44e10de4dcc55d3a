import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { usePanel } from '../panel-provider';
import type { QueryToggles } from '../shared/api-types';
import { teamKeys } from './keys';

/** Every team read takes only the team. */
export interface TeamVars {
  teamId: number;
}

/** The Team (plan, usage, expiry): the session's team data, behind the top bar meters and the plan gates. */
export const teamQuery = (api: PanelApi, vars: TeamVars) =>
  queryOptions({ queryKey: teamKeys.detail(vars.teamId), queryFn: ({ signal }) => api.getTeam(vars, { signal }) });

export function useTeam(vars: TeamVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...teamQuery(api, vars), ...toggles });
}
