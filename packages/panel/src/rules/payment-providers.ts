import type { CurrencyCode } from '../api/schemas/billing';

/*
 * account-area 1: payment goes through a card/wallet provider for usd and a local payment provider for idr. The
 * payment type a pay or upgrade form sends is the provider; the currency of what is paid decides which one.
 */

export const PAYMENT_TYPE_VALUES = ['paypal', 'midtrans'] as const;
export type PaymentType = (typeof PAYMENT_TYPE_VALUES)[number];

const PROVIDER_OF_CURRENCY: Readonly<Record<CurrencyCode, PaymentType>> = { usd: 'paypal', idr: 'midtrans' };

/** The provider that takes payments in the currency. */
export function paymentTypeFor(currency: CurrencyCode): PaymentType {
  return PROVIDER_OF_CURRENCY[currency];
}

export function isPaymentType(value: string): value is PaymentType {
  return (PAYMENT_TYPE_VALUES as readonly string[]).includes(value);
}

/** The currency a provider takes. */
export function currencyOfPaymentType(type: PaymentType): CurrencyCode {
  return type === 'paypal' ? 'usd' : 'idr';
}
