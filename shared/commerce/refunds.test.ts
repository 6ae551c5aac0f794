import { describe, expect, it } from 'vitest';
import type { InvoiceFigures, InvoiceLine } from './invoices';
import { refundableCents, refundCreditFigures, refundProblem, refundState } from './refunds';

const line = (over: Partial<InvoiceLine>): InvoiceLine => ({
  description: 'Course',
  language: 'en',
  quantity: 1,
  unitPriceCents: 10000,
  vatRateBasisPoints: 2100,
  netCents: 10000,
  discountCents: 0,
  vatCents: 2100,
  totalCents: 12100,
  ...over,
});

/** Two lines at 21 % and 9 %: 121.00 + 54.50 = 175.50, VAT 21.00 + 4.50. */
const invoice: InvoiceFigures = {
  lines: [
    line({}),
    line({
      description: 'Book',
      unitPriceCents: 2500,
      quantity: 2,
      netCents: 5000,
      vatRateBasisPoints: 900,
      vatCents: 450,
      totalCents: 5450,
    }),
  ],
  subtotalCents: 15000,
  discountCents: 0,
  vatCents: 2550,
  totalCents: 17550,
};

const sum = (figures: InvoiceFigures[], pick: (f: InvoiceFigures) => number) =>
  figures.reduce((total, f) => total + pick(f), 0);

describe('refunds', () => {
  it('reads the providers’ refund statuses', () => {
    expect(refundState('mollie', 'pending')).toBe('pending');
    expect(refundState('mollie', 'queued')).toBe('pending');
    expect(refundState('mollie', 'refunded')).toBe('refunded');
    expect(refundState('mollie', 'canceled')).toBe('failed');
    expect(refundState('stripe', 'requires_action')).toBe('pending');
    expect(refundState('stripe', 'succeeded')).toBe('refunded');
    expect(refundState('stripe', 'failed')).toBe('failed');
  });

  it('takes an amount above 0 and at most what is left', () => {
    expect(refundProblem(100, 100)).toBeNull();
    expect(refundProblem(0, 100)).toBe('not_positive');
    expect(refundProblem(1.5, 100)).toBe('not_positive');
    expect(refundProblem(101, 100)).toBe('too_much');
    expect(refundProblem(1, 0)).toBe('nothing_left');
    expect(refundableCents(17550, [{ totalCents: -5000 }])).toBe(12550);
    expect(refundableCents(100, [{ totalCents: -150 }])).toBe(0);
  });

  it('refunds the whole invoice at once as the invoice negated', () => {
    const note = refundCreditFigures(invoice, [], 17550);
    expect(note.totalCents).toBe(-17550);
    expect(note.lines[1]).toMatchObject({ quantity: -2, unitPriceCents: 2500, vatCents: -450 });
  });

  it('splits a part over the lines in proportion, VAT per line, and the rest makes it whole', () => {
    const first = refundCreditFigures(invoice, [], 5000);
    expect(first.totalCents).toBe(-5000);
    // 5000 × 12100/17550 = 3447.29 → 3447; 5000 × 5450/17550 = 1552.71 → 1553.
    expect(first.lines.map((l) => l.totalCents)).toEqual([-3447, -1553]);
    // VAT of each part at its line's rate: 3447 × 2100/12100 = 598.25; 1553 × 450/5450 = 128.2.
    expect(first.lines.map((l) => l.vatCents)).toEqual([-598, -128]);
    expect(first.vatCents).toBe(-726);
    expect(first.subtotalCents + first.vatCents).toBe(first.totalCents);
    const second = refundCreditFigures(invoice, [first], 3333);
    expect(second.totalCents).toBe(-3333);
    const rest = refundCreditFigures(invoice, [first, second], 17550 - 5000 - 3333);
    const notes = [first, second, rest];
    // Together exactly the invoice, per line too.
    expect(sum(notes, (f) => f.totalCents)).toBe(-17550);
    expect(sum(notes, (f) => f.vatCents)).toBe(-2550);
    expect(sum(notes, (f) => f.lines[1]?.vatCents ?? 0)).toBe(-450);
  });
});
