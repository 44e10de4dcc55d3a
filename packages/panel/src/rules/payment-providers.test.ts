import { describe, expect, it } from 'vitest';
import { currencyOfPaymentType, isPaymentType, paymentTypeFor } from './payment-providers';

describe('payment providers (account-area 1)', () => {
  it.each([
    ['usd', 'paypal'],
    ['idr', 'midtrans'],
  ] as const)('%s is paid through %s, and back', (currency, type) => {
    expect(paymentTypeFor(currency)).toBe(type);
    expect(currencyOfPaymentType(type)).toBe(currency);
  });

  it.each([
    ['paypal', true],
    ['midtrans', true],
    ['card', false],
    ['', false],
  ])('isPaymentType(%j) is %s', (value, expected) => {
    expect(isPaymentType(value)).toBe(expected);
  });
});
