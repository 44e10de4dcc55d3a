import type { FormResult } from '../schemas/common';
import type { Domain, DomainCheck, DomainDetail, DomainOrder } from '../schemas/domains';
import type { CallOptions } from './call-options';

export interface DomainPageParams {
  teamId: number;
  domainId: number;
}

/** Domain registration: list, detail, availability, orders, renewals and the actions of a domain's pages. */
export interface DomainsApi {
  /** GET team/{teamId}/domain/list */
  listDomains(params: { teamId: number }, options?: CallOptions): Promise<Domain[]>;
  /** GET domain/detail/{domainId} */
  getDomain(params: { domainId: number }, options?: CallOptions): Promise<DomainDetail>;
  /** GET domain/check?name=&scheme= */
  checkDomain(params: { name: string; scheme: string }, options?: CallOptions): Promise<DomainCheck>;
  /** POST team/{teamId}/domain/create (name, scheme, years, bio[...], user[...] only when a user contact is given) */
  orderDomain(params: { teamId: number } & DomainOrder, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/domain/transfer (name, scheme, years, bio[...], user[...] only when a user contact is given, secret) */
  transferDomain(params: { teamId: number; secret: string } & DomainOrder, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/domain/renew/{domainId} (years) */
  renewDomain(params: DomainPageParams & { years: number }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/domain/dns/{domainId} action=update (locks[transfer], locks[privacy]) */
  updateDomainLocks(params: DomainPageParams & { transfer?: boolean; privacy?: boolean }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/domain/dns/{domainId} action=updatens (ns[]) */
  updateDomainNameServers(params: DomainPageParams & { ns: readonly string[] }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/domain/detail/{domainId} action=resendraa */
  resendDomainVerification(params: DomainPageParams, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/domain/detail/{domainId} action=pay (payment_type); answers the provider redirect */
  payDomain(params: DomainPageParams & { paymentType: string }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/domain/detail/{domainId} action=cancel */
  cancelDomainPayment(params: DomainPageParams, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/domain/detail/{domainId} action=invoice */
  requestDomainInvoice(params: DomainPageParams, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/domain/detail/{domainId} action=delete */
  deleteDomain(params: DomainPageParams, options?: CallOptions): Promise<FormResult>;
}
