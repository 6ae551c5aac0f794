import { describe, expect, it } from 'vitest';
import { fromWire, OPTION_ID, toWire } from './wire';

describe('quiz wire keys', () => {
  it('maps nested keys both ways and leaves ids alone', () => {
    const value = {
      caseSensitive: true,
      matches: { p1: 'r2', 'a0b1c2d3-0000-7000-8000-000000000000': 'x' },
      showAfterwards: ['correct_answers'],
    };
    const wire = toWire<Record<string, unknown>>(value);
    expect(wire).toEqual({
      case_sensitive: true,
      matches: { p1: 'r2', 'a0b1c2d3-0000-7000-8000-000000000000': 'x' },
      show_afterwards: ['correct_answers'],
    });
    expect(fromWire(wire)).toEqual(value);
  });

  it('option ids are short lower-case alphanumerics', () => {
    expect(OPTION_ID.test('o1')).toBe(true);
    expect(OPTION_ID.test('o_1')).toBe(false);
    expect(OPTION_ID.test('O1')).toBe(false);
  });
});
