import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { usePanel } from '../panel-provider';
import type { QueryToggles } from '../shared/api-types';
import { teamKeys } from './keys';
import type { TeamVars } from './queries';

// The team pages' reads, apart from queries.ts: the session's Team read is in the first load, these are not.

export const memberListQuery = (api: PanelApi, vars: TeamVars) =>
  queryOptions({ queryKey: teamKeys.members(vars.teamId), queryFn: ({ signal }) => api.listMembers(vars, { signal }) });

export const upgradeDataQuery = (api: PanelApi, vars: TeamVars) =>
  queryOptions({ queryKey: teamKeys.upgrade(vars.teamId), queryFn: ({ signal }) => api.getUpgradeData(vars, { signal }) });

export const invoiceListQuery = (api: PanelApi, vars: TeamVars) =>
  queryOptions({ queryKey: teamKeys.invoices(vars.teamId), queryFn: ({ signal }) => api.listInvoices(vars, { signal }) });

export const paymentHistoryQuery = (api: PanelApi, vars: TeamVars) =>
  queryOptions({ queryKey: teamKeys.history(vars.teamId), queryFn: ({ signal }) => api.listPaymentHistory(vars, { signal }) });

export function useMemberList(vars: TeamVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...memberListQuery(api, vars), ...toggles });
}

export function useUpgradeData(vars: TeamVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...upgradeDataQuery(api, vars), ...toggles });
}

export function useInvoiceList(vars: TeamVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...invoiceListQuery(api, vars), ...toggles });
}

export function usePaymentHistory(vars: TeamVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...paymentHistoryQuery(api, vars), ...toggles });
}
