import { describe, expect, it } from 'vitest';
import type { InvoicePrintInput, TeamProfileInput, UpgradeOrder } from '../../api/contract/teams';
import { sessionKeys } from '../session/keys';
import { isUnder, itRunsMutations, itRunsQueries, keysAreUniqueUnder, mutationCase, queryCase } from '../testing/query-harness';
import { teamKeys } from './keys';
import * as mutations from './mutations';
import { teamQuery } from './queries';
import { invoiceListQuery, memberListQuery, paymentHistoryQuery, upgradeDataQuery } from './page-queries';

const team = { teamId: 3 };

describe('teamKeys', () => {
  it('are unique and under teams', () => {
    const keys = [3, 4].flatMap((id) => [teamKeys.team(id), teamKeys.detail(id), teamKeys.members(id), teamKeys.upgrade(id), teamKeys.invoices(id), teamKeys.history(id)]);
    expect(keysAreUniqueUnder(teamKeys.all, keys)).toBe(true);
  });

  it('keep everything of a team under that team', () => {
    expect(isUnder(teamKeys.detail(3), teamKeys.team(3))).toBe(true);
    expect(isUnder(teamKeys.invoices(3), teamKeys.team(3))).toBe(true);
    expect(isUnder(teamKeys.invoices(3), teamKeys.team(4))).toBe(false);
  });
});

describe('team queries', () => {
  itRunsQueries([
    queryCase('getTeam', (api) => teamQuery(api, team), [team], teamKeys.detail(3)),
    queryCase('listMembers', (api) => memberListQuery(api, team), [team], teamKeys.members(3)),
    queryCase('getUpgradeData', (api) => upgradeDataQuery(api, team), [team], teamKeys.upgrade(3)),
    queryCase('listInvoices', (api) => invoiceListQuery(api, team), [team], teamKeys.invoices(3)),
    queryCase('listPaymentHistory', (api) => paymentHistoryQuery(api, team), [team], teamKeys.history(3)),
  ]);
});

describe('team mutations', () => {
  const profile: TeamProfileInput = { name: 'Shop', country: 'ID', invoice_note: '' };
  const order: UpgradeOrder = { plan: 2, years: 1, months: 0, currency: 'usd', duration: '1y' };
  const invoice: InvoicePrintInput = { from: 'a', to: 'b', date: '2024-01-01', payment_terms: '', currency: 'usd', number: '1', items: [], amount_paid: 0 };
  const members = { invalidated: [teamKeys.members(3), teamKeys.detail(3)] };
  const invoices = { invalidated: [teamKeys.invoices(3)] };

  itRunsMutations([
    mutationCase('updateTeamProfile', mutations.updateTeamProfileMutation, { ...team, profile }, { invalidated: [teamKeys.detail(3), sessionKeys.initData()] }),
    mutationCase('recountTeamUsage', mutations.recountTeamUsageMutation, team, { invalidated: [teamKeys.detail(3)] }),
    mutationCase('inviteMember', mutations.inviteMemberMutation, { ...team, email: 'a@b.example', role: 'member' }, members),
    mutationCase('changeMemberRole', mutations.changeMemberRoleMutation, { ...team, userId: 5, role: 'admin' }, { invalidated: [teamKeys.members(3)] }),
    mutationCase('removeMember', mutations.removeMemberMutation, { ...team, userId: 5 }, { invalidated: [teamKeys.members(3), teamKeys.detail(3), sessionKeys.initData()] }),
    mutationCase('orderUpgrade', mutations.orderUpgradeMutation, { ...team, order }, { invalidated: [teamKeys.invoices(3), teamKeys.detail(3)] }),
    mutationCase('payInvoices', mutations.payInvoicesMutation, { ...team, paymentType: 'card' }, { invalidated: [teamKeys.invoices(3), teamKeys.history(3), teamKeys.detail(3)] }),
    mutationCase('cancelInvoicePayment', mutations.cancelInvoicePaymentMutation, { ...team, invoiceId: 8 }, invoices),
    mutationCase('requestInvoice', mutations.requestInvoiceMutation, team, invoices),
    mutationCase('deleteInvoice', mutations.deleteInvoiceMutation, { ...team, invoiceId: 8 }, invoices),
    mutationCase('printInvoice', mutations.printInvoiceMutation, { ...team, invoice }, { invalidated: [] }),
  ]);
});
