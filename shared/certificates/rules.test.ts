import { describe, expect, it } from 'vitest';
import { CERTIFICATION_RULES, REVOKE_RULES, wholeNumberIn } from './rules';

describe('certification form rules', () => {
  it('states the text rules as §5 strings', () => {
    expect(CERTIFICATION_RULES.name).toBe('required|max:120');
    expect(REVOKE_RULES.reason).toBe('required|min:3|max:500');
  });

  it('takes whole numbers in range, as numbers or digits', () => {
    expect(wholeNumberIn(0, 0, 120)).toBe(0);
    expect(wholeNumberIn(120, 0, 120)).toBe(120);
    expect(wholeNumberIn('24', 0, 120)).toBe(24);
    expect(wholeNumberIn(121, 0, 120)).toBeUndefined();
    expect(wholeNumberIn(-1, 0, 120)).toBeUndefined();
    expect(wholeNumberIn(2.5, 0, 120)).toBeUndefined();
    expect(wholeNumberIn('2.5', 0, 120)).toBeUndefined();
    expect(wholeNumberIn('', 0, 120)).toBeUndefined();
    expect(wholeNumberIn(null, 0, 120)).toBeUndefined();
    expect(wholeNumberIn(true, 0, 120)).toBeUndefined();
  });
});
