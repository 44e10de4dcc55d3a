import type { QueryClient } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import type { ParamsOf } from '../shared/api-types';
import { invalidatingMutation } from '../shared/invalidating-mutation';
import { usePanelMutation } from '../shared/use-panel-mutation';
import { domainKeys } from './keys';

interface DomainPage {
  teamId: number;
  domainId: number;
}

const listChanged = ({ teamId }: { teamId: number }) => ({ invalidate: [domainKeys.list(teamId)] });
const detailChanged = ({ domainId }: DomainPage) => ({ invalidate: [domainKeys.detail(domainId)] });
/** Status or expiry change: both the page and the list show them. */
const statusChanged = ({ teamId, domainId }: DomainPage) => ({ invalidate: [domainKeys.detail(domainId), domainKeys.list(teamId)] });

export const orderDomainMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'orderDomain'>) => api.orderDomain(vars), listChanged);

export const transferDomainMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'transferDomain'>) => api.transferDomain(vars), listChanged);

export const renewDomainMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'renewDomain'>) => api.renewDomain(vars), statusChanged);

export const updateDomainLocksMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'updateDomainLocks'>) => api.updateDomainLocks(vars), detailChanged);

export const updateDomainNameServersMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'updateDomainNameServers'>) => api.updateDomainNameServers(vars), detailChanged);

export const resendDomainVerificationMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'resendDomainVerification'>) => api.resendDomainVerification(vars), detailChanged);

/** Answers the payment provider's redirect; the status may already have moved. */
export const payDomainMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'payDomain'>) => api.payDomain(vars), statusChanged);

export const cancelDomainPaymentMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'cancelDomainPayment'>) => api.cancelDomainPayment(vars), statusChanged);

export const requestDomainInvoiceMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'requestDomainInvoice'>) => api.requestDomainInvoice(vars), detailChanged);

export const deleteDomainMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'deleteDomain'>) => api.deleteDomain(vars), ({ teamId, domainId }) => ({
    remove: [domainKeys.detail(domainId)],
    invalidate: [domainKeys.list(teamId)],
  }));

export const useOrderDomain = () => usePanelMutation(orderDomainMutation);
export const useTransferDomain = () => usePanelMutation(transferDomainMutation);
export const useRenewDomain = () => usePanelMutation(renewDomainMutation);
export const useUpdateDomainLocks = () => usePanelMutation(updateDomainLocksMutation);
export const useUpdateDomainNameServers = () => usePanelMutation(updateDomainNameServersMutation);
export const useResendDomainVerification = () => usePanelMutation(resendDomainVerificationMutation);
export const usePayDomain = () => usePanelMutation(payDomainMutation);
export const useCancelDomainPayment = () => usePanelMutation(cancelDomainPaymentMutation);
export const useRequestDomainInvoice = () => usePanelMutation(requestDomainInvoiceMutation);
export const useDeleteDomain = () => usePanelMutation(deleteDomainMutation);
