import type { QueryClient } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { sessionKeys } from '../session/keys';
import type { ParamsOf } from '../shared/api-types';
import { invalidatingMutation } from '../shared/invalidating-mutation';
import { usePanelMutation } from '../shared/use-panel-mutation';
import { teamKeys } from '../teams/keys';
import { inviteKeys } from './keys';

const codeChanged = ({ teamId }: { teamId: number }) => ({ invalidate: [inviteKeys.code(teamId)] });

export const createInviteCodeMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'createInviteCode'>) => api.createInviteCode(vars), codeChanged);

export const changeInviteQuotaMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'changeInviteQuota'>) => api.changeInviteQuota(vars), codeChanged);

/** Redeeming a code lifts the invite gate: the team's plan level, in its detail and in initdata, changes. */
export const grantInviteCodeMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'grantInviteCode'>) => api.grantInviteCode(vars), ({ teamId }) => ({
    invalidate: [teamKeys.detail(teamId), sessionKeys.initData()],
  }));

export const useCreateInviteCode = () => usePanelMutation(createInviteCodeMutation);
export const useChangeInviteQuota = () => usePanelMutation(changeInviteQuotaMutation);
export const useGrantInviteCode = () => usePanelMutation(grantInviteCodeMutation);
