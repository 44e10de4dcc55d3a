import { describe, expect, it } from 'vitest';
import {
  currencyConfigSchema,
  invoiceListSchema,
  invoiceSchema,
  paymentHistorySchema,
  printedInvoiceSchema,
  upgradeDataSchema,
  upgradeDurationSchema,
} from './billing';

const lite = { id: 2, alias: 'Lite', level: 1, currency: 'usd', monthly: 1.5, storage: 5120, network: 20480, instance: 6, users: 3 };
const usd = { value: 'usd', minimum: 1, fee_threshold: 5, fee_amount: 0.5, intl_code: 'en-US', intl_precision: 2 };
const pendingItem = {
  id: 41,
  status: 'pending',
  nice_message: 'Upgrade to Lite for 3 months',
  nice_time: '2 days ago',
  metadata: { _id: null, _invoiced: null, _via: null, price_unit: 'usd', price: 4.5, expiration: '2025-09-01 00:00:00' },
};
const paidItem = {
  id: '40',
  status: 'paid',
  nice_message: 'Extend Kit for 1 year',
  nice_time: '1 month ago',
  metadata: { _id: 'pi_3NfQ2', _invoiced: '2025-05-01 10:00:00', _via: 'stripe', price_unit: 'idr', price: '750000', expiration: '2026-05-01' },
};

describe('billing schemas', () => {
  it('accepts the upgrade data of both currencies, with numeric strings', () => {
    const free = { ...lite, id: '1', alias: 'Free', level: '0', monthly: '0' };
    const data = upgradeDataSchema.parse({
      plans: [free, lite, { ...lite, id: 7, currency: 'idr', monthly: 25000 }],
      currencies: [usd, { value: 'idr', minimum: '10000', fee_threshold: 100000, fee_amount: 5000, intl_code: 'id-ID', intl_precision: 0 }],
    });
    expect(data.plans[0]).toMatchObject({ id: 1, level: 0, monthly: 0 });
    expect(data.plans).toHaveLength(3);
    expect(data.currencies[1]).toMatchObject({ value: 'idr', minimum: 10000, intl_precision: 0 });
  });

  it('rejects upgrade data with a plan below level -2 or a currency without its payment limits', () => {
    expect(upgradeDataSchema.safeParse({ plans: [{ ...lite, level: -3 }], currencies: [usd] }).success).toBe(false);
    expect(upgradeDataSchema.safeParse({ plans: lite, currencies: [] }).success).toBe(false);
    expect(currencyConfigSchema.safeParse({ ...usd, fee_threshold: undefined }).success).toBe(false);
    expect(currencyConfigSchema.safeParse({ ...usd, minimum: null }).success).toBe(false);
    expect(currencyConfigSchema.safeParse({ ...usd, value: 'eur' }).success).toBe(false);
  });

  it('knows the duration presets', () => {
    expect(upgradeDurationSchema.options).toEqual(['1m', '3m', '6m', '1y', 'custom']);
    expect(upgradeDurationSchema.safeParse('2y').success).toBe(false);
  });

  it('accepts pending and paid invoice items, keeping payment ids as text', () => {
    expect(invoiceListSchema.parse([pendingItem])).toEqual([pendingItem]);
    const paid = invoiceSchema.parse({ ...paidItem, metadata: { ...paidItem.metadata, _id: 981 } });
    expect(paid).toMatchObject({ id: 40, metadata: { _id: '981', price: 750000 } });
  });

  it('rejects invoice items without metadata or with an unknown status', () => {
    expect(invoiceSchema.safeParse({ ...pendingItem, metadata: undefined }).success).toBe(false);
    expect(invoiceSchema.safeParse({ ...pendingItem, status: 'lost' }).success).toBe(false);
    expect(invoiceSchema.safeParse({ ...pendingItem, metadata: { ...pendingItem.metadata, price_unit: 'eur' } }).success).toBe(false);
  });

  it('accepts payment groups and rejects a group without its invoices', () => {
    const group = { id: 'pi_3NfQ2', nice_id: 40, date: '2025-05-01 10:00:00', via: 'stripe', price_unit: 'idr', invoices: [paidItem] };
    expect(paymentHistorySchema.parse([group])[0]?.invoices[0]?.id).toBe(40);
    expect(paymentHistorySchema.parse([])).toEqual([]);
    expect(paymentHistorySchema.safeParse([{ ...group, invoices: undefined }]).success).toBe(false);
  });

  it('takes a printed invoice as a non-empty document', () => {
    expect(printedInvoiceSchema.parse('<!doctype html><title>Invoice 40</title>')).toContain('Invoice 40');
    expect(printedInvoiceSchema.safeParse('').success).toBe(false);
  });
});
