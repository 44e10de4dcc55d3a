import * as z from 'zod/mini';
import { dateTextSchema, idSchema } from './common';
import { currencySchema, planSchema } from './session';
import { looseNumberSchema, phpListSchema } from './common';

/** Currencies of the two payment providers: a card/wallet provider (usd) and a local one (idr). */
export const CURRENCY_CODE_VALUES = ['usd', 'idr'] as const;
export const currencyCodeSchema = z.enum(CURRENCY_CODE_VALUES);
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

/** Amounts may arrive as numeric strings; null or '' are refused rather than read as 0. */
const amountSchema = z.pipe(looseNumberSchema, z.number().check(z.nonnegative()));

/** The upgrade page's currency: initdata's display precision plus the payment limits, which are required here. */
export const currencyConfigSchema = z.extend(currencySchema, {
  value: currencyCodeSchema,
  minimum: amountSchema,
  fee_threshold: amountSchema,
  fee_amount: amountSchema,
});
export type CurrencyConfig = z.infer<typeof currencyConfigSchema>;

// Shape ours: the spec does not show this body.
/** The upgrade page data: plans of levels 0 to 2 in every currency (the Plan of initdata), and each currency's payment limits. */
export const upgradeDataSchema = z.object({
  plans: phpListSchema(planSchema),
  currencies: phpListSchema(currencyConfigSchema),
});
export type UpgradeData = z.infer<typeof upgradeDataSchema>;

/** Duration presets of the upgrade form: 1, 3 and 6 months, 1 year, or custom years and months. */
export const UPGRADE_DURATION_VALUES = ['1m', '3m', '6m', '1y', 'custom'] as const;
export const upgradeDurationSchema = z.enum(UPGRADE_DURATION_VALUES);
export type UpgradeDuration = z.infer<typeof upgradeDurationSchema>;

export const INVOICE_STATUS_VALUES = ['pending', 'paid'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUS_VALUES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** Provider payment ids are opaque (numbers or provider strings); the panel keeps them as text. */
const paymentIdSchema = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

export const invoiceMetadataSchema = z.object({
  /** Payment id, set once a payment covers the item. */
  _id: z.optional(z.nullable(paymentIdSchema)),
  /** Date the item was invoiced. */
  _invoiced: z.optional(z.nullable(dateTextSchema)),
  /** Payment provider that took the payment. */
  _via: z.optional(z.nullable(z.string())),
  price_unit: currencyCodeSchema,
  price: amountSchema,
  /** Plan expiry after this item is paid. */
  expiration: z.optional(z.nullable(dateTextSchema)),
});
export type InvoiceMetadata = z.infer<typeof invoiceMetadataSchema>;

export const invoiceSchema = z.object({
  id: idSchema,
  status: invoiceStatusSchema,
  nice_message: z.string(),
  nice_time: z.string(),
  metadata: invoiceMetadataSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

// Shape ours: the spec does not show this body.
/** GET team/{team}/invoice/: the pending invoice items. */
export const invoiceListSchema = phpListSchema(invoiceSchema);

/** Paid invoice items grouped per payment; nice_id is the smallest item id, shown as the number. */
export const paymentGroupSchema = z.object({
  id: paymentIdSchema,
  nice_id: idSchema,
  date: dateTextSchema,
  via: z.string(),
  price_unit: currencyCodeSchema,
  invoices: phpListSchema(invoiceSchema),
});
export type PaymentGroup = z.infer<typeof paymentGroupSchema>;

// Shape ours: the spec does not show this body.
/** GET team/{team}/history/: paid invoices grouped per payment, newest first. */
export const paymentHistorySchema = phpListSchema(paymentGroupSchema);

// Shape ours: the spec does not show this body.
/** The printed invoice: a complete HTML document, which the screen opens through a Blob URL. */
export const printedInvoiceSchema = z.string().check(z.minLength(1));
export type PrintedInvoice = z.infer<typeof printedInvoiceSchema>;
