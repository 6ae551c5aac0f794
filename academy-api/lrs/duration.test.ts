import { describe, expect, it } from 'vitest';
import { comparableDuration } from './duration';

describe('durations compare to hundredths of a second (xAPI 2.0 §4.2.7)', () => {
  it('drops what is beyond 0.01 s and trailing zeros', () => {
    expect(comparableDuration('P1DT12H36M0.1237S')).toBe(comparableDuration('P1DT12H36M0.12S'));
    expect(comparableDuration('PT1.20S')).toBe('PT1.2S');
    expect(comparableDuration('PT1.00S')).toBe('PT1S');
  });

  it('keeps a difference at hundredths, and what is not a duration', () => {
    expect(comparableDuration('PT0.13S')).not.toBe(comparableDuration('PT0.12S'));
    expect(comparableDuration('P1D')).toBe('P1D');
    expect(comparableDuration(3)).toBe(3);
  });
});
