import { describe, expect, it } from 'vitest';
import type { CustomerMatch } from '@/lib/resources/commerce';
import { splitFieldErrors } from '@/lib/validation/form-response';
import {
  checkOrderDraft,
  lineNumberOf,
  linesFeedback,
  ORDER_API_FIELDS,
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
  billingAddress: '',
  billingCountry: '',
  billingVatId: '',
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
      billingAddress: '',
      billingCountry: '',
      billingVatId: '',
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

  it('finds the check’s verdict on each line again while the lines stand refused', () => {
    const lines = [
      { key: 1, productId: 'p', quantity: '0' },
      { key: 2, productId: '', quantity: '1' },
    ];
    expect(linesFeedback(lines, null)).toEqual({ line: {}, required: false, server: null });
    expect(linesFeedback(lines, 'Enter a quantity from 1 to 1000.')).toEqual({
      line: { 1: 'quantityRange', 2: 'productRequired' },
      required: false,
      server: null,
    });
    expect(linesFeedback([{ key: 0, productId: '', quantity: '1' }], 'Choose…')).toEqual({
      line: {},
      required: true,
      server: null,
    });
  });

  it('says a refusal of lines the check let pass as the server worded it', () => {
    const lines = [{ key: 7, productId: 'p', quantity: '2' }];
    expect(linesFeedback(lines, 'Line 1: Not in the catalog.')).toEqual({
      line: {},
      required: false,
      server: 'Line 1: Not in the catalog.',
    });
  });

  it('numbers the line a pointer names from 1, as the form shows it', () => {
    expect(lineNumberOf('/data/attributes/lines/0/product_id')).toBe(1);
    expect(lineNumberOf('/data/attributes/lines/12/quantity')).toBe(13);
    expect(lineNumberOf('/data/attributes/lines/3')).toBe(4);
    expect(lineNumberOf('/data/attributes/lines')).toBeNull();
    expect(lineNumberOf('/data/attributes/promotion_code')).toBeNull();
    expect(lineNumberOf(undefined)).toBeNull();
  });

  it('puts a 422 on the field it names; the catalog and the status on none', () => {
    const at = (pointer: string) => ({ detail: pointer, source: { pointer } });
    const { byField, unclaimed } = splitFieldErrors(
      [
        at('/data/attributes/customer_id'),
        at('/data/attributes/lines/1/product_id'),
        at('/data/attributes/promotion_code'),
        at('/data/attributes/billing_reference'),
        at('/data/attributes/sales_catalog_id'),
        at('/data/attributes/status'),
      ],
      ORDER_API_FIELDS,
    );
    expect(Object.keys(byField)).toEqual([
      'customer',
      'lines',
      'promotionCode',
      'billingReference',
    ]);
    expect(unclaimed.map((error) => error.detail)).toEqual([
      '/data/attributes/sales_catalog_id',
      '/data/attributes/status',
    ]);
  });
});
