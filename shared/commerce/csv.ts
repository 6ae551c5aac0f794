import { amountInput } from './money';

/** One order as the export writes it. */
export type OrderCsvSource = {
  number: string;
  createdAt: Date;
  paidAt: Date | null;
  status: string;
  customerName: string;
  customerType: 'entity' | 'account' | null;
  billingReference: string;
  promotionCode: string | null;
  currency: string;
  subtotalCents: number;
  discountCents: number;
  vatCents: number;
  totalCents: number;
  lines: readonly { quantity: number; productName: string }[];
};

export const ORDER_CSV_HEADER = [
  'number',
  'created_at',
  'paid_at',
  'status',
  'customer',
  'customer_type',
  'products',
  'billing_reference',
  'promotion_code',
  'currency',
  'subtotal',
  'discount',
  'vat',
  'total',
] as const;

const iso = (date: Date | null) => (date ? date.toISOString() : '');

/**
 * The header and one row per order: amounts as plain decimals with a point (1500.00) in their
 * own currency column, so a spreadsheet reads them as numbers; cells are plain text (the route
 * defuses formulas).
 */
export function orderCsvRows(rows: readonly OrderCsvSource[]): string[][] {
  return [
    [...ORDER_CSV_HEADER],
    ...rows.map((row) => [
      row.number,
      iso(row.createdAt),
      iso(row.paidAt),
      row.status,
      row.customerName,
      row.customerType ?? '',
      row.lines.map((line) => `${line.quantity} × ${line.productName}`).join('; '),
      row.billingReference,
      row.promotionCode ?? '',
      row.currency,
      amountInput(row.subtotalCents),
      amountInput(row.discountCents),
      amountInput(row.vatCents),
      amountInput(row.totalCents),
    ]),
  ];
}
