import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { DOMAIN_CONTACT_FIELDS, looseIntSchema, type DomainContact } from '@hostdeck/panel/contract';
import type { WorldStore } from '../store/world-store';
import {
  cancelDomainPayment,
  deleteDomain,
  payDomain,
  requestDomainInvoice,
  resendDomainVerification,
  updateDomainLocks,
  updateDomainNameServers,
} from '../world/domain-actions';
import { checkDomain, getDomain, listDomains, orderDomain, renewDomain, transferDomain } from '../world/domains';
import { queryFields, type FormFields } from './form';
import { createKit, idParam, type CallContext, type HandlerOptions } from './kit';

const orderForm = z.object({ name: z.string().default(''), scheme: z.string().default(''), years: looseIntSchema, secret: z.string().default('') });
const checkQuery = z.object({ name: z.string().default(''), scheme: z.string().default('') });
const lockFlag = z.enum(['0', '1']).optional().transform((flag) => (flag === undefined ? undefined : flag === '1'));
const dnsForm = z.discriminatedUnion('action', [
  z.object({ action: z.literal('update'), 'locks[transfer]': lockFlag, 'locks[privacy]': lockFlag }),
  z.object({ action: z.literal('updatens'), 'ns[]': z.array(z.string()).default([]) }),
]);
const detailForm = z.discriminatedUnion('action', [
  z.object({ action: z.literal('resendraa') }),
  z.object({ action: z.literal('pay'), payment_type: z.string().default('') }),
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('invoice') }),
  z.object({ action: z.literal('delete') }),
]);

type ContactPrefix = 'bio' | 'user';

/** A contact from its bracketed fields (bio[fname] ...); missing ones are empty for the world to refuse. */
function contactOf(form: FormFields, prefix: ContactPrefix = 'bio'): DomainContact {
  const value = (field: string) => {
    const entry = form[`${prefix}[${field}]`];
    return typeof entry === 'string' ? entry : '';
  };
  const contact = Object.fromEntries(DOMAIN_CONTACT_FIELDS.map((field) => [field, value(field)]));
  return { fname: '', company: '', email: '', tel: '', country: '', state: '', city: '', postal: '', address1: '', ...contact };
}

/** The optional user contact: read when any user[...] field is sent, else none. */
function userContactOf(form: FormFields): DomainContact | undefined {
  return DOMAIN_CONTACT_FIELDS.some((field) => `user[${field}]` in form) ? contactOf(form, 'user') : undefined;
}

/** The contacts of an order or a transfer, the user one only when sent. */
function contactsOf(form: FormFields): { bio: DomainContact; user?: DomainContact } {
  const user = userContactOf(form);
  return user ? { bio: contactOf(form), user } : { bio: contactOf(form) };
}

const domainRef = (context: CallContext) => ({ teamId: idParam(context, 'teamId'), domainId: idParam(context, 'domainId') });

/** Domain list, detail and availability, orders, transfers, renewals and the actions of a domain's pages. */
export function domainsHandlers(store: WorldStore, options: HandlerOptions = {}): HttpHandler[] {
  const kit = createKit(store, options);
  return [
    kit.get('team/:teamId/domain/list', (context) => kit.op('listDomains', listDomains, { teamId: idParam(context, 'teamId') })),
    kit.get('domain/detail/:domainId', (context) => kit.op('getDomain', getDomain, { domainId: idParam(context, 'domainId') })),
    kit.get('domain/check', ({ url }) => kit.withFields('checkDomain', checkQuery, queryFields(url), (query) => kit.op('checkDomain', checkDomain, query))),
    kit.post('team/:teamId/domain/create', (context) =>
      kit.withFields('orderDomain', orderForm, context.form, ({ name, scheme, years }) =>
        kit.op('orderDomain', orderDomain, { teamId: idParam(context, 'teamId'), name, scheme, years, ...contactsOf(context.form) }),
      ),
    ),
    kit.post('team/:teamId/domain/transfer', (context) =>
      kit.withFields('transferDomain', orderForm, context.form, ({ name, scheme, years, secret }) =>
        kit.op('transferDomain', transferDomain, { teamId: idParam(context, 'teamId'), name, scheme, years, secret, ...contactsOf(context.form) }),
      ),
    ),
    kit.post('team/:teamId/domain/renew/:domainId', (context) =>
      kit.withFields('renewDomain', z.object({ years: looseIntSchema }), context.form, ({ years }) => kit.op('renewDomain', renewDomain, { ...domainRef(context), years })),
    ),
    kit.post('team/:teamId/domain/dns/:domainId', (context) =>
      kit.withFields('updateDomainLocks', dnsForm, context.form, (form) =>
        form.action === 'update'
          ? kit.op('updateDomainLocks', updateDomainLocks, { ...domainRef(context), transfer: form['locks[transfer]'], privacy: form['locks[privacy]'] })
          : kit.op('updateDomainNameServers', updateDomainNameServers, { ...domainRef(context), ns: form['ns[]'] }),
      ),
    ),
    kit.post('team/:teamId/domain/detail/:domainId', (context) =>
      kit.withFields('payDomain', detailForm, context.form, (form) => {
        const domain = domainRef(context);
        switch (form.action) {
          case 'resendraa':
            return kit.op('resendDomainVerification', resendDomainVerification, domain);
          case 'pay':
            return kit.op('payDomain', payDomain, { ...domain, paymentType: form.payment_type });
          case 'cancel':
            return kit.op('cancelDomainPayment', cancelDomainPayment, domain);
          case 'invoice':
            return kit.op('requestDomainInvoice', requestDomainInvoice, domain);
          case 'delete':
            return kit.op('deleteDomain', deleteDomain, domain);
        }
      }),
    ),
  ];
}
