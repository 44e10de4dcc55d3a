import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { usePanel } from '../panel-provider';
import type { QueryToggles } from '../shared/api-types';
import { profileKeys } from './keys';

/** The signed-in user: name, email and its verification, theme, language and login methods. */
export const profileQuery = (api: PanelApi) => queryOptions({ queryKey: profileKeys.detail(), queryFn: ({ signal }) => api.getProfile({ signal }) });

export function useProfile(toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...profileQuery(api), ...toggles });
}
