import { describe, expect, it } from 'vitest';
import { BADGE_CAP, badgeLabel, badgeMessage } from './badge';

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
  it.each([
    [0, null],
    [1, { badge: '1', count: 1 }],
    [99, { badge: '99', count: 99 }],
    [101, { badge: '99+', count: 100 }],
  ])('%i → the message values %o (the plural of what is shown)', (count, values) => {
    expect(badgeMessage(count)).toEqual(values);
  });
});
