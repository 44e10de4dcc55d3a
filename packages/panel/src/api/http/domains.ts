import type { FormValue, HttpClient } from '../client';
import type { DomainsApi } from '../contract/domains';
import { formResultSchema } from '../schemas/common';
import { DOMAIN_CONTACT_FIELDS, domainCheckSchema, domainDetailSchema, domainListSchema, type DomainOrder } from '../schemas/domains';

/** Nested fields go in PHP bracket notation (bio[fname], ns[]), which the page forms' backend reads as arrays. */
function orderForm({ name, scheme, years, bio, user, secret }: DomainOrder): Record<string, FormValue> {
  const form: Record<string, FormValue> = { name, scheme, years, secret };
  for (const field of DOMAIN_CONTACT_FIELDS) form[`bio[${field}]`] = bio[field];
  // The user contact is optional: no user[...] field at all when the order has none.
  if (user) for (const field of DOMAIN_CONTACT_FIELDS) form[`user[${field}]`] = user[field];
  return form;
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

export function createDomainsApi(client: HttpClient): DomainsApi {
  const pagePost = (page: 'detail' | 'dns', teamId: number, domainId: number, form: Record<string, FormValue>, signal?: AbortSignal) =>
    client.request({ method: 'POST', path: `team/${teamId}/domain/${page}/${domainId}`, form, schema: formResultSchema, signal });

  return {
    listDomains: ({ teamId }, options) => client.request({ path: `team/${teamId}/domain/list`, schema: domainListSchema, signal: options?.signal }),
    getDomain: ({ domainId }, options) => client.request({ path: `domain/detail/${domainId}`, schema: domainDetailSchema, signal: options?.signal }),
    checkDomain: ({ name, scheme }, options) =>
      client.request({ path: 'domain/check', query: { name, scheme }, schema: domainCheckSchema, signal: options?.signal }),
    orderDomain: ({ teamId, ...order }, options) =>
      client.request({ method: 'POST', path: `team/${teamId}/domain/create`, form: orderForm(order), schema: formResultSchema, signal: options?.signal }),
    transferDomain: ({ teamId, ...order }, options) =>
      client.request({ method: 'POST', path: `team/${teamId}/domain/transfer`, form: orderForm(order), schema: formResultSchema, signal: options?.signal }),
    renewDomain: ({ teamId, domainId, years }, options) =>
      client.request({ method: 'POST', path: `team/${teamId}/domain/renew/${domainId}`, form: { years }, schema: formResultSchema, signal: options?.signal }),
    updateDomainLocks: ({ teamId, domainId, transfer, privacy }, options) =>
      pagePost('dns', teamId, domainId, { action: 'update', 'locks[transfer]': flag(transfer), 'locks[privacy]': flag(privacy) }, options?.signal),
    updateDomainNameServers: ({ teamId, domainId, ns }, options) => pagePost('dns', teamId, domainId, { action: 'updatens', 'ns[]': ns }, options?.signal),
    resendDomainVerification: ({ teamId, domainId }, options) => pagePost('detail', teamId, domainId, { action: 'resendraa' }, options?.signal),
    payDomain: ({ teamId, domainId, paymentType }, options) => pagePost('detail', teamId, domainId, { action: 'pay', payment_type: paymentType }, options?.signal),
    cancelDomainPayment: ({ teamId, domainId }, options) => pagePost('detail', teamId, domainId, { action: 'cancel' }, options?.signal),
    requestDomainInvoice: ({ teamId, domainId }, options) => pagePost('detail', teamId, domainId, { action: 'invoice' }, options?.signal),
    deleteDomain: ({ teamId, domainId }, options) => pagePost('detail', teamId, domainId, { action: 'delete' }, options?.signal),
  };
}
