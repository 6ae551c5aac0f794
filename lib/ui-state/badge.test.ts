import { describe, expect, it } from 'vitest';
import { BADGE_CAP, badgeLabel } from './badge';

describe('notification badge (spec §2/§9: capped at 99+)', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [105, '99+'],
  ])('%i → %s', (count, label) => {
    expect(badgeLabel(count)).toBe(label);
  });
  it('caps at 99', () => expect(BADGE_CAP).toBe(99));
});
