import { describe, expect, it } from 'vitest';
import type { DomainOrder } from '../../api/schemas/domains';
import { isUnder, itRunsMutations, itRunsQueries, keysAreUniqueUnder, mutationCase, queryCase } from '../testing/query-harness';
import { domainKeys } from './keys';
import * as mutations from './mutations';
import { domainCheckQuery, domainListQuery, domainQuery } from './queries';

describe('domainKeys', () => {
  it('are unique and under domains', () => {
    const keys = [domainKeys.lists(), domainKeys.list(3), domainKeys.list(4), domainKeys.detail(3), domainKeys.check('shop', 'com'), domainKeys.check('shop', 'net')];
    expect(keysAreUniqueUnder(domainKeys.all, keys)).toBe(true);
    expect(isUnder(domainKeys.list(3), domainKeys.lists())).toBe(true);
  });
});

describe('domain queries', () => {
  itRunsQueries([
    queryCase('listDomains', (api) => domainListQuery(api, { teamId: 3 }), [{ teamId: 3 }], domainKeys.list(3)),
    queryCase('getDomain', (api) => domainQuery(api, { domainId: 8 }), [{ domainId: 8 }], domainKeys.detail(8)),
    queryCase('checkDomain', (api) => domainCheckQuery(api, { name: 'shop', scheme: 'com' }), [{ name: 'shop', scheme: 'com' }], domainKeys.check('shop', 'com')),
  ]);
});

describe('domain mutations', () => {
  const bio = { fname: 'Ana', company: '', email: 'ana@example.com', tel: '+62811', country: 'ID', state: 'JK', city: 'Jakarta', postal: '10110', address1: 'Jl. 1' };
  const order: DomainOrder = { name: 'shop', scheme: 'com', years: 1, bio };
  const page = { teamId: 3, domainId: 8 };
  const list = { invalidated: [domainKeys.list(3)] };
  const detail = { invalidated: [domainKeys.detail(8)] };
  const status = { invalidated: [domainKeys.detail(8), domainKeys.list(3)] };

  itRunsMutations([
    mutationCase('orderDomain', mutations.orderDomainMutation, { teamId: 3, ...order }, list),
    mutationCase('transferDomain', mutations.transferDomainMutation, { teamId: 3, ...order, secret: 'epp' }, list),
    mutationCase('renewDomain', mutations.renewDomainMutation, { ...page, years: 2 }, status),
    mutationCase('updateDomainLocks', mutations.updateDomainLocksMutation, { ...page, transfer: true }, detail),
    mutationCase('updateDomainNameServers', mutations.updateDomainNameServersMutation, { ...page, ns: ['ns1.example'] }, detail),
    mutationCase('resendDomainVerification', mutations.resendDomainVerificationMutation, page, detail),
    mutationCase('payDomain', mutations.payDomainMutation, { ...page, paymentType: 'card' }, status),
    mutationCase('cancelDomainPayment', mutations.cancelDomainPaymentMutation, page, status),
    mutationCase('requestDomainInvoice', mutations.requestDomainInvoiceMutation, page, detail),
    mutationCase('deleteDomain', mutations.deleteDomainMutation, page, { removed: [domainKeys.detail(8)], invalidated: [domainKeys.list(3)] }),
  ]);
});
