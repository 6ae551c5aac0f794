import { describe, expect, it } from 'vitest';
import { dayOf, daysOf, instantOf } from './release-settings';

describe('the release section’s fields (issue 43 item 6)', () => {
  it('days: whole numbers from 0 to 3650', () => {
    expect(daysOf('0')).toBe(0);
    expect(daysOf(' 14 ')).toBe(14);
    expect(daysOf('3650')).toBe(3650);
    expect(daysOf('3651')).toBeNull();
    expect(daysOf('-1')).toBeNull();
    expect(daysOf('1.5')).toBeNull();
    expect(daysOf('')).toBeNull();
  });
  it('a day opens at its midnight in the author’s zone, and reads back as the same day', () => {
    const instant = instantOf('2026-12-14');
    expect(instant).not.toBeNull();
    expect(new Date(instant ?? '').getHours()).toBe(0);
    expect(dayOf(instant)).toBe('2026-12-14');
    expect(instantOf('14-12-2026')).toBeNull();
    expect(instantOf('')).toBeNull();
    expect(dayOf(null)).toBe('');
  });
});
