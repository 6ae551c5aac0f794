import { describe, expect, it } from 'vitest';
import { orderActions } from './order-actions';

describe('orderActions (the status machine on an order’s page)', () => {
  it('offers the next steps of each status', () => {
    const labels = (status: Parameters<typeof orderActions>[0]) =>
      orderActions(status).map((action) => action.label);
    expect(labels('draft')).toEqual(['sendForPayment', 'cancel']);
    expect(labels('pending_payment')).toEqual(['markAsPaid', 'cancel']);
    expect(labels('paid')).toEqual(['markAsFulfilled', 'refund']);
    expect(labels('fulfilled')).toEqual(['refund']);
    expect(labels('cancelled')).toEqual([]);
    expect(labels('refunded')).toEqual([]);
  });

  it('asks before what cannot be undone, and before recording a payment', () => {
    const [paid, cancel] = orderActions('pending_payment');
    expect(paid).toMatchObject({ confirm: true, primary: true });
    expect(cancel).toMatchObject({ confirm: true, primary: false });
    expect(orderActions('draft')[0]?.confirm).toBe(false);
  });
});
