import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { usePanel } from '../panel-provider';
import type { ParamsOf, QueryToggles } from '../shared/api-types';
import { inviteKeys } from './keys';

export type InviteCodeVars = ParamsOf<'getInviteCode'>;

/** The team's invite code and its invitees. */
export const inviteCodeQuery = (api: PanelApi, vars: InviteCodeVars) =>
  queryOptions({ queryKey: inviteKeys.code(vars.teamId), queryFn: ({ signal }) => api.getInviteCode(vars, { signal }) });

export function useInviteCode(vars: InviteCodeVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...inviteCodeQuery(api, vars), ...toggles });
}
