import { describe, expect, it } from 'vitest';
import {
  amountInput,
  formatAmount,
  parseAmount,
  parseVatPercent,
  roundHalfUp,
  vatPercent,
} from './money';

describe('roundHalfUp (every discount and VAT amount of an order line)', () => {
  it('rounds a half up, never to even', () => {
    expect(roundHalfUp(105, 10)).toBe(11); // 10.5 → 11 (banker's rounding would give 10)
    expect(roundHalfUp(125, 10)).toBe(13); // 12.5 → 13 (banker's: 12)
    expect(roundHalfUp(104, 10)).toBe(10);
    expect(roundHalfUp(106, 10)).toBe(11);
    expect(roundHalfUp(0, 100)).toBe(0);
  });

  it('refuses what is not a whole, non-negative amount', () => {
    expect(() => roundHalfUp(1.5, 10)).toThrow(RangeError);
    expect(() => roundHalfUp(-5, 10)).toThrow(RangeError);
    expect(() => roundHalfUp(5, 0)).toThrow(RangeError);
  });
});

describe('formatAmount (one formatter of amounts, per language)', () => {
  it('writes € 1.500,00 in Dutch (SCREENS "Commerce")', () => {
    expect(formatAmount(150_000, 'EUR', 'nl')).toBe('€\u00a01.500,00');
  });

  it('writes the English and Romanian forms', () => {
    expect(formatAmount(150_000, 'EUR', 'en')).toBe('€1,500.00');
    expect(formatAmount(150_000, 'EUR', 'ro')).toBe('1.500,00\u00a0EUR');
    expect(formatAmount(9_500, 'EUR', 'nl')).toBe('€\u00a095,00');
    expect(formatAmount(1, 'USD', 'en')).toBe('$0.01');
  });
});

describe('parseAmount (what people type in a price field)', () => {
  it.each([
    ['1500', 150_000],
    ['1500.00', 150_000],
    ['1.500,00', 150_000],
    ['1,500.00', 150_000],
    ['95,5', 9_550],
    ['€ 240', 24_000],
    ['0', 0],
    ['0,01', 1],
    // Three digits after the last separator group thousands: 12,345 euros.
    ['12.345', 1_234_500],
  ])('%s → %i cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1,2,3.4.5x', '.50'])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('gives the form field back its text', () => {
    expect(amountInput(150_000)).toBe('1500.00');
    expect(amountInput(9_505)).toBe('95.05');
  });
});

describe('VAT percentages', () => {
  it('reads and writes basis points', () => {
    expect(parseVatPercent('21')).toBe(2_100);
    expect(parseVatPercent('5,5')).toBe(550);
    expect(parseVatPercent('9.75 %')).toBe(975);
    expect(parseVatPercent('0')).toBe(0);
    expect(parseVatPercent('100')).toBe(10_000);
    expect(parseVatPercent('101')).toBeNull();
    expect(parseVatPercent('twenty')).toBeNull();
    expect(vatPercent(2_100)).toBe('21');
    expect(vatPercent(550)).toBe('5.5');
  });
});
