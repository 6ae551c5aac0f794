import { describe, expect, it } from 'vitest';
import { allocate, orderTotals, type PricedLine } from './totals';

const line = (productId: string, quantity: number, unitPriceCents: number, vat = 2_100) =>
  ({ productId, quantity, unitPriceCents, vatRateBasisPoints: vat }) satisfies PricedLine;

describe('orderTotals (prices exclude VAT; each line rounded half up on its own)', () => {
  it('2 × Data literacy (single course) at EUR 95.00 and 21 % VAT (DEMO-DATA.md)', () => {
    const totals = orderTotals([line('data', 2, 9_500)]);
    expect(totals).toEqual({
      lines: [
        {
          netCents: 19_000,
          discountCents: 0,
          taxableCents: 19_000,
          vatCents: 3_990,
          totalCents: 22_990,
        },
      ],
      subtotalCents: 19_000,
      discountCents: 0,
      vatCents: 3_990,
      totalCents: 22_990,
    });
  });

  it('10 × Annual subscription at EUR 240.00 with AUTUMN25 (25 % off)', () => {
    const totals = orderTotals([line('annual', 10, 24_000)], {
      kind: 'percent',
      percent: 25,
      productIds: ['annual'],
    });
    expect(totals.subtotalCents).toBe(240_000);
    expect(totals.discountCents).toBe(60_000);
    expect(totals.vatCents).toBe(37_800); // 21 % of 1,800.00
    expect(totals.totalCents).toBe(217_800);
  });

  it('rounds VAT half up per line: 0.50 at 21 % is 0.105 → 0.11', () => {
    expect(orderTotals([line('a', 1, 50)]).vatCents).toBe(11);
    // 0.10 at 21 % = 0.021 → 0.02; 0.02 at 25 % = 0.005 → 0.01
    expect(orderTotals([line('a', 1, 10)]).vatCents).toBe(2);
    expect(orderTotals([line('a', 1, 2, 2_500)]).vatCents).toBe(1);
  });

  it('rounds per line, not over the total: two lines of 0.50 at 21 % give 0.22, not 0.21', () => {
    const totals = orderTotals([line('a', 1, 50), line('b', 1, 50)]);
    expect(totals.lines.map((l) => l.vatCents)).toEqual([11, 11]);
    expect(totals.vatCents).toBe(22);
    expect(totals.totalCents).toBe(122);
  });

  it('a percent discount is rounded half up per line, before VAT', () => {
    // 25 % of 0.02 = 0.005 → 0.01; VAT 21 % of 0.01 = 0.0021 → 0.00
    const totals = orderTotals([line('a', 1, 2)], {
      kind: 'percent',
      percent: 25,
      productIds: null,
    });
    expect(totals.lines[0]).toEqual({
      netCents: 2,
      discountCents: 1,
      taxableCents: 1,
      vatCents: 0,
      totalCents: 1,
    });
  });

  it('a discount applies only to its products (others keep their price)', () => {
    const totals = orderTotals([line('annual', 1, 24_000), line('data', 2, 9_500)], {
      kind: 'percent',
      percent: 25,
      productIds: ['annual'],
    });
    expect(totals.lines.map((l) => l.discountCents)).toEqual([6_000, 0]);
    expect(totals.totalCents).toBe(18_000 + 3_780 + 19_000 + 3_990);
  });

  it('a fixed amount is shared over its lines by their net, to the cent', () => {
    const totals = orderTotals([line('a', 1, 10_000), line('b', 1, 20_000)], {
      kind: 'amount',
      amountCents: 1_000,
      productIds: null,
    });
    // 333.33… and 666.66…: the cent left over goes to the larger remainder.
    expect(totals.lines.map((l) => l.discountCents)).toEqual([333, 667]);
    expect(totals.discountCents).toBe(1_000);
    expect(totals.lines.map((l) => l.vatCents)).toEqual([2_030, 4_060]); // 20.3007, 40.5993
  });

  it('never takes off more than the lines cost', () => {
    const totals = orderTotals([line('a', 1, 500)], {
      kind: 'amount',
      amountCents: 5_000,
      productIds: null,
    });
    expect(totals.discountCents).toBe(500);
    expect(totals.totalCents).toBe(0);
    const percent = orderTotals([line('a', 3, 999)], {
      kind: 'percent',
      percent: 100,
      productIds: null,
    });
    expect(percent.totalCents).toBe(0);
  });

  it('stays exact at the limits: 1,000 × 1,000,000.00 at 21 %', () => {
    const totals = orderTotals([line('a', 1_000, 100_000_000)]);
    expect(totals.subtotalCents).toBe(100_000_000_000);
    expect(totals.vatCents).toBe(21_000_000_000);
    expect(Number.isSafeInteger(totals.totalCents)).toBe(true);
  });
});

describe('allocate', () => {
  it('always adds up to the amount', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    expect(allocate(10, [0, 3])).toEqual([0, 10]);
  });
});
