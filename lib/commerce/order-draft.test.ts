import { describe, expect, it } from 'vitest';
import type { CustomerMatch } from '@/lib/resources/commerce';
import {
  checkOrderDraft,
  type OrderDraft,
  orderInputOf,
  quantityOf,
  quoteInputOf,
  withTypedCode,
} from './order-draft';

const acme: CustomerMatch = {
  id: 'entity:e1',
  kind: 'entity',
  customerId: 'e1',
  name: 'Acme Learning BV',
  email: null,
  accountCount: 43,
  entityName: null,
};

const draft = (change: Partial<OrderDraft> = {}): OrderDraft => ({
  customer: acme,
  salesCatalogId: 'c1',
  lines: [{ key: 1, productId: 'p-data', quantity: '2' }],
  promotionCode: 'AUTUMN25',
  appliedCode: '',
  billingReference: ' PO-1 ',
  ...change,
});

describe('the order form (SCREENS "/admin/sales/orders/create")', () => {
  it('takes quantities of 1 to 1,000', () => {
    expect(quantityOf('1')).toBe(1);
    expect(quantityOf(' 1000 ')).toBe(1000);
    expect(quantityOf('0')).toBeNull();
    expect(quantityOf('1001')).toBeNull();
    expect(quantityOf('2.5')).toBeNull();
    expect(quantityOf('')).toBeNull();
  });

  it('prices only complete lines and the applied code (never figures of its own)', () => {
    const input = quoteInputOf(
      draft({
        lines: [
          { key: 1, productId: 'p-data', quantity: '2' },
          { key: 2, productId: '', quantity: '1' },
          { key: 3, productId: 'p-annual', quantity: '0' },
        ],
        appliedCode: 'AUTUMN25',
      }),
    );
    expect(input).toEqual({
      customer: { kind: 'entity', id: 'e1' },
      salesCatalogId: 'c1',
      lines: [{ productId: 'p-data', quantity: 2 }],
      promotionCode: 'AUTUMN25',
      billingReference: 'PO-1',
    });
  });

  it('keeps an applied code only while the field shows it; the order sends what it shows', () => {
    const applied = draft({ promotionCode: 'EXPIRED5', appliedCode: 'EXPIRED5' });
    expect(withTypedCode(applied, ' expired5 ').appliedCode).toBe('EXPIRED5');
    expect(withTypedCode(applied, '')).toMatchObject({ promotionCode: '', appliedCode: '' });
    expect(withTypedCode(applied, 'AUTUMN25').appliedCode).toBe('');
    expect(quoteInputOf(withTypedCode(applied, '')).promotionCode).toBe('');
    expect(orderInputOf(withTypedCode(applied, '')).promotionCode).toBe('');
    expect(orderInputOf(draft({ promotionCode: ' AUTUMN25 ' })).promotionCode).toBe('AUTUMN25');
  });

  it('asks for a customer, a product and quantities of 1–1,000', () => {
    expect(checkOrderDraft(draft())).toBeNull();
    expect(checkOrderDraft(draft({ customer: null }))).toEqual({ customer: 'customerRequired' });
    expect(checkOrderDraft(draft({ lines: [{ key: 1, productId: '', quantity: '1' }] }))).toEqual({
      lines: 'linesRequired',
    });
    expect(
      checkOrderDraft(draft({ lines: [{ key: 4, productId: 'p', quantity: '5000' }] })),
    ).toEqual({ line: { 4: 'quantityRange' } });
    expect(
      checkOrderDraft(
        draft({
          lines: [
            { key: 1, productId: 'p', quantity: '1' },
            { key: 2, productId: '', quantity: '1' },
          ],
        }),
      ),
    ).toEqual({ line: { 2: 'productRequired' } });
  });
});
