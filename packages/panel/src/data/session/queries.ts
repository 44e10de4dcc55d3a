import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { usePanel } from '../panel-provider';
import type { ParamsOf, QueryToggles } from '../shared/api-types';
import { teamQuery } from '../teams/queries';
import { sessionKeys } from './keys';

export type UserListVars = ParamsOf<'listUsers'>;

/** initdata: user, plans, servers, teams, csrf, config and features. A failure means the user goes to loginUrl. */
export const initDataQuery = (api: PanelApi) =>
  queryOptions({ queryKey: sessionKeys.initData(), queryFn: ({ signal }) => api.getInitData({ signal }) });

/** The administrator's user list, one page at a time, optionally only the emails containing `email`. */
export const userListQuery = (api: PanelApi, vars: UserListVars) =>
  queryOptions({ queryKey: sessionKeys.users(vars.page, vars.email), queryFn: ({ signal }) => api.listUsers(vars, { signal }) });

export function useInitData(toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...initDataQuery(api), ...toggles });
}

export function useUserList(vars: UserListVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...userListQuery(api, vars), ...toggles });
}

/**
 * The session team's data (plan, usage, expiry) for the top bar, read with getTeam. It shares teamKeys.detail, so
 * writes that change usage (a host created, a member invited) refresh the meters too.
 */
export function useSessionTeam(toggles?: QueryToggles) {
  const { api, session } = usePanel();
  return useQuery({ ...teamQuery(api, { teamId: session.teamId }), ...toggles });
}
