import { describe, expect, it } from 'vitest';
import { isoDuration } from './duration';

describe('isoDuration', () => {
  it('writes ISO 8601 durations', () => {
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(isoDuration(125.4)).toBe('PT2H5M');
  });

  it('gives nothing for no duration', () => {
    expect(isoDuration(0)).toBeNull();
    expect(isoDuration(-5)).toBeNull();
    expect(isoDuration(Number.NaN)).toBeNull();
    expect(isoDuration(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
