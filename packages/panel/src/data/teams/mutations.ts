import type { QueryClient } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { sessionKeys } from '../session/keys';
import type { ParamsOf } from '../shared/api-types';
import { invalidatingMutation } from '../shared/invalidating-mutation';
import { usePanelMutation } from '../shared/use-panel-mutation';
import { teamKeys } from './keys';

type TeamScoped = { teamId: number };

const invoicesChanged = ({ teamId }: TeamScoped) => ({ invalidate: [teamKeys.invoices(teamId)] });

/** The team's name and plan also show in initdata's team list (the user menu). */
export const updateTeamProfileMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'updateTeamProfile'>) => api.updateTeamProfile(vars), ({ teamId }) => ({
    invalidate: [teamKeys.detail(teamId), sessionKeys.initData()],
  }));

export const recountTeamUsageMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'recountTeamUsage'>) => api.recountTeamUsage(vars), ({ teamId }) => ({ invalidate: [teamKeys.detail(teamId)] }));

/** Inviting and removing change the member list and the users meter. */
export const inviteMemberMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'inviteMember'>) => api.inviteMember(vars), ({ teamId }) => ({
    invalidate: [teamKeys.members(teamId), teamKeys.detail(teamId)],
  }));

export const changeMemberRoleMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'changeMemberRole'>) => api.changeMemberRole(vars), ({ teamId }) => ({ invalidate: [teamKeys.members(teamId)] }));

/** Removing oneself takes the team out of initdata's team list (the user menu), so initdata is read again too. */
export const removeMemberMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'removeMember'>) => api.removeMember(vars), ({ teamId }) => ({
    invalidate: [teamKeys.members(teamId), teamKeys.detail(teamId), sessionKeys.initData()],
  }));

/** An order leaves a pending invoice; the answer says where to pay. */
export const orderUpgradeMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'orderUpgrade'>) => api.orderUpgrade(vars), ({ teamId }) => ({
    invalidate: [teamKeys.invoices(teamId), teamKeys.detail(teamId)],
  }));

/** Paying moves items to the history and may change the plan. */
export const payInvoicesMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'payInvoices'>) => api.payInvoices(vars), ({ teamId }) => ({
    invalidate: [teamKeys.invoices(teamId), teamKeys.history(teamId), teamKeys.detail(teamId)],
  }));

export const cancelInvoicePaymentMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'cancelInvoicePayment'>) => api.cancelInvoicePayment(vars), invoicesChanged);

export const requestInvoiceMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'requestInvoice'>) => api.requestInvoice(vars), invoicesChanged);

export const deleteInvoiceMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'deleteInvoice'>) => api.deleteInvoice(vars), invoicesChanged);

/** Renders a document; nothing stored changes. */
export const printInvoiceMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'printInvoice'>) => api.printInvoice(vars), () => ({}));

export const useUpdateTeamProfile = () => usePanelMutation(updateTeamProfileMutation);
export const useRecountTeamUsage = () => usePanelMutation(recountTeamUsageMutation);
export const useInviteMember = () => usePanelMutation(inviteMemberMutation);
export const useChangeMemberRole = () => usePanelMutation(changeMemberRoleMutation);
export const useRemoveMember = () => usePanelMutation(removeMemberMutation);
export const useOrderUpgrade = () => usePanelMutation(orderUpgradeMutation);
export const usePayInvoices = () => usePanelMutation(payInvoicesMutation);
export const useCancelInvoicePayment = () => usePanelMutation(cancelInvoicePaymentMutation);
export const useRequestInvoice = () => usePanelMutation(requestInvoiceMutation);
export const useDeleteInvoice = () => usePanelMutation(deleteInvoiceMutation);
export const usePrintInvoice = () => usePanelMutation(printInvoiceMutation);
