import { describe, expect, it } from 'vitest';
import {
  canTransition,
  isFinal,
  isOrderStatus,
  isPaid,
  nextStatuses,
  ORDER_STATUSES,
  type OrderStatus,
  orderNumber,
  orderYear,
} from './order-status';

describe('the order status machine (SCREENS: draft → pending payment → paid → fulfilled, or cancelled/refunded)', () => {
  it('moves forward one step at a time', () => {
    expect(canTransition('draft', 'pending_payment')).toBe(true);
    expect(canTransition('pending_payment', 'paid')).toBe(true);
    expect(canTransition('paid', 'fulfilled')).toBe(true);
    expect(canTransition('draft', 'paid')).toBe(false);
    expect(canTransition('pending_payment', 'fulfilled')).toBe(false);
  });

  it('cancels before payment and refunds after it', () => {
    expect(canTransition('draft', 'cancelled')).toBe(true);
    expect(canTransition('pending_payment', 'cancelled')).toBe(true);
    expect(canTransition('paid', 'cancelled')).toBe(false);
    expect(canTransition('paid', 'refunded')).toBe(true);
    expect(canTransition('fulfilled', 'refunded')).toBe(true);
    expect(canTransition('pending_payment', 'refunded')).toBe(false);
  });

  it('never goes back, and cancelled and refunded are final', () => {
    const all = ORDER_STATUSES as readonly OrderStatus[];
    for (const from of all) expect(canTransition(from, from)).toBe(false);
    expect(canTransition('paid', 'pending_payment')).toBe(false);
    expect(canTransition('fulfilled', 'paid')).toBe(false);
    expect(nextStatuses('cancelled')).toEqual([]);
    expect(nextStatuses('refunded')).toEqual([]);
    expect(all.filter(isFinal)).toEqual(['cancelled', 'refunded']);
  });

  it('knows what counts as paid', () => {
    expect(ORDER_STATUSES.filter(isPaid)).toEqual(['paid', 'fulfilled']);
    expect(isOrderStatus('paid')).toBe(true);
    expect(isOrderStatus('shipped')).toBe(false);
  });
});

describe('order numbers (per portal and year, without gaps)', () => {
  it('reads DEMO-2026-000001', () => {
    expect(orderNumber('demo', 2026, 1)).toBe('DEMO-2026-000001');
    expect(orderNumber('demo', 2026, 123_456)).toBe('DEMO-2026-123456');
    expect(orderNumber('demo', 2027, 1_234_567)).toBe('DEMO-2027-1234567');
  });

  it('takes the year in UTC', () => {
    expect(orderYear(new Date('2026-12-31T23:59:59Z'))).toBe(2026);
    expect(orderYear(new Date('2027-01-01T00:00:00Z'))).toBe(2027);
  });
});
