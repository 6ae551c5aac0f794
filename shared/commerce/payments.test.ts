import { describe, expect, it } from 'vitest';
import {
  checkoutState,
  decimalAmount,
  keyMode,
  mollieOutcome,
  nextPollDelay,
  paymentSecretValid,
  stripeOutcome,
} from './payments';

describe('payment keys', () => {
  it('reads the mode from the documented prefixes', () => {
    expect(keyMode('test_abcdefghijklmnopqrstuvwxyz12')).toBe('test');
    expect(keyMode('live_abcdefghijklmnopqrstuvwxyz12')).toBe('live');
    expect(keyMode('sk_test_51Habc')).toBe('test');
    expect(keyMode('sk_live_51Habc')).toBe('live');
    expect(keyMode('whsec_abc')).toBeNull();
    expect(keyMode('pk_test_abc')).toBeNull();
  });

  it('refuses a value that is not the named key', () => {
    expect(paymentSecretValid('mollie_api_key', 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM')).toBe(true);
    expect(paymentSecretValid('mollie_api_key', 'sk_test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM')).toBe(
      false,
    );
    expect(paymentSecretValid('stripe_secret_key', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc')).toBe(true);
    expect(paymentSecretValid('stripe_secret_key', 'pk_live_4eC39HqLyjWDarjtT1zdp7dc')).toBe(false);
    expect(paymentSecretValid('stripe_webhook_secret', 'whsec_1234567890abcdef')).toBe(true);
    expect(paymentSecretValid('stripe_webhook_secret', 'sk_test_1234567890abcdef')).toBe(false);
  });
});

describe('payment outcomes', () => {
  it('maps Mollie statuses', () => {
    expect(mollieOutcome('paid')).toBe('paid');
    for (const status of ['open', 'pending', 'authorized'])
      expect(mollieOutcome(status)).toBe('pending');
    for (const status of ['failed', 'expired', 'canceled'])
      expect(mollieOutcome(status)).toBe('failed');
  });

  it('maps Stripe sessions', () => {
    expect(stripeOutcome({ status: 'complete', payment_status: 'paid' })).toBe('paid');
    expect(stripeOutcome({ status: 'open', payment_status: 'unpaid' })).toBe('pending');
    expect(stripeOutcome({ status: 'complete', payment_status: 'unpaid' })).toBe('pending');
    expect(stripeOutcome({ status: 'expired', payment_status: 'unpaid' })).toBe('failed');
    expect(
      stripeOutcome(
        { status: 'complete', payment_status: 'unpaid' },
        'checkout.session.async_payment_failed',
      ),
    ).toBe('failed');
  });

  it('writes amounts as Mollie wants them', () => {
    expect(decimalAmount(181500)).toBe('1815.00');
    expect(decimalAmount(5)).toBe('0.05');
    expect(decimalAmount(29040)).toBe('290.40');
  });

  it('words an order for the return page and backs off', () => {
    expect(checkoutState('paid')).toBe('paid');
    expect(checkoutState('fulfilled')).toBe('paid');
    expect(checkoutState('pending_payment')).toBe('pending');
    expect(checkoutState('cancelled')).toBe('failed');
    expect([0, 1, 2, 3, 10].map(nextPollDelay)).toEqual([1000, 2000, 4000, 8000, 30000]);
  });
});
