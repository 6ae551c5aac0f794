import { describe, expect, it } from 'vitest';
import { ORDER_CSV_HEADER, orderCsvRows } from './csv';

describe('orderCsvRows', () => {
  it('writes one row per order, amounts as plain decimals', () => {
    const [header, row] = orderCsvRows([
      {
        number: 'DEMO-2026-000003',
        createdAt: new Date('2026-11-20T10:00:00Z'),
        paidAt: null,
        status: 'pending_payment',
        customerName: 'Acme Learning BV',
        customerType: 'entity',
        billingReference: 'PO-7781',
        promotionCode: null,
        currency: 'EUR',
        subtotalCents: 47_500,
        discountCents: 0,
        vatCents: 9_975,
        totalCents: 57_475,
        lines: [{ quantity: 5, productName: 'Data literacy (single course)' }],
      },
    ]);
    expect(header).toEqual([...ORDER_CSV_HEADER]);
    expect(row).toEqual([
      'DEMO-2026-000003',
      '2026-11-20T10:00:00.000Z',
      '',
      'pending_payment',
      'Acme Learning BV',
      'entity',
      '5 × Data literacy (single course)',
      'PO-7781',
      '',
      'EUR',
      '475.00',
      '0.00',
      '99.75',
      '574.75',
    ]);
  });
});
